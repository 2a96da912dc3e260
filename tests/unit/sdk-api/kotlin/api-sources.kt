// The published API of io.tryrook.android:rook-api-sources as ROOK's SDK
// documentation states it. Its Kotlin package is not documented, so the
// stub lives in a package of its own.
@file:Suppress("UNUSED_PARAMETER")

package stubs.rook.apisources

import stubs.android.Context

enum class ApiEnvironment { SANDBOX, PRODUCTION }

class ApiConfiguration(val clientUUID: String, val secret: String, val environment: ApiEnvironment, val packageName: String? = null)

class DataSourceAuthorizer(val dataSource: String, val authorized: Boolean, val authorizationUrl: String?)

class AuthorizedDataSourceV2(val name: String, val authorized: Boolean, val imageUrl: String)

enum class DataSourceType { GARMIN, OURA, POLAR, FITBIT, WITHINGS, WHOOP }

class RookApiSources(context: Context) {
    fun enableLocalLogs() {}
    suspend fun initRook(configuration: ApiConfiguration): Result<Unit> = TODO()
    suspend fun getDataSourceAuthorizer(userID: String, dataSource: String, redirectUrl: String?): Result<DataSourceAuthorizer> = TODO()
    suspend fun getAuthorizedDataSourcesV2(userID: String): Result<List<AuthorizedDataSourceV2>> = TODO()
    suspend fun revokeDataSource(userID: String, dataSource: DataSourceType): Result<Unit> = TODO()
}

class ApiHttpRequestException : Exception()
class ApiNotAuthorizedException : Exception()
class ApiNotInitializedException : Exception()
class ApiSessionExpiredException : Exception()
class ApiTimeoutException : Exception()
