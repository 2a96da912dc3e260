// Stub of com.fasterxml.jackson.core.JsonProcessingException, what readTree throws on malformed JSON.
package com.fasterxml.jackson.core

open class JsonProcessingException(message: String) : java.io.IOException(message)
