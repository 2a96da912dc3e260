// Stubs of the Spring Framework API the Spring Boot webhook recipe uses, with Spring's
// names and signatures, so kotlinc can compile the recipe without Spring's jars.
package org.springframework.web.bind.annotation

annotation class RestController

annotation class PostMapping(val value: Array<String> = [], val consumes: Array<String> = [])

annotation class RequestBody(val required: Boolean = true)

annotation class RequestHeader(val value: String = "", val required: Boolean = true)
