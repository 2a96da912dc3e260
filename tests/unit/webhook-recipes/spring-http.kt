// Stub of org.springframework.http.ResponseEntity: its static builders and build().
package org.springframework.http

class ResponseEntity<T> private constructor() {
    interface HeadersBuilder {
        fun <T> build(): ResponseEntity<T>
    }

    interface BodyBuilder : HeadersBuilder

    companion object {
        fun ok(): BodyBuilder = throw UnsupportedOperationException("stub")
        fun badRequest(): BodyBuilder = throw UnsupportedOperationException("stub")
        fun status(status: Int): BodyBuilder = throw UnsupportedOperationException("stub")
    }
}
