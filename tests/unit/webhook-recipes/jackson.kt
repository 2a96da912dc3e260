// Stubs of the Jackson API the Spring Boot webhook recipe uses (jackson-core, jackson-databind).
package com.fasterxml.jackson.databind

abstract class JsonNode {
    abstract val isObject: Boolean
    abstract val isTextual: Boolean
    abstract val isArray: Boolean
    abstract fun path(fieldName: String): JsonNode
    abstract fun path(index: Int): JsonNode
    abstract fun asText(): String
    abstract fun asText(defaultValue: String): String
}

open class ObjectMapper {
    /** Jackson's readTree(byte[]): a platform type in Kotlin, here nullable so the recipe must handle null. */
    fun readTree(content: ByteArray): JsonNode? = throw UnsupportedOperationException("stub")
}
