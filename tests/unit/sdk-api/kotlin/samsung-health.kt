// The published API of io.tryrook.android:rook-sdk-samsung as ROOK's SDK
// documentation states it. Members ROOK does not name are marked
// "unconfirmed" and listed in core/data/sdkUnconfirmed.ts.
@file:Suppress("UNUSED_PARAMETER")

package io.tryrook.sdk.samsung

import stubs.android.Context

enum class SHEnvironment { SANDBOX, PRODUCTION }

class SHConfiguration(val clientUUID: String, val secret: String, val environment: SHEnvironment, val packageName: String? = null)

// unconfirmed: the enum class's name (its values are confirmed).
enum class SamsungHealthAvailability { INSTALLED, NOT_INSTALLED, OUTDATED, DISABLED, NOT_READY }

enum class SamsungHealthPermission {
    ACTIVITY_SUMMARY, BLOOD_GLUCOSE, BLOOD_OXYGEN, BLOOD_PRESSURE, BODY_COMPOSITION, EXERCISE, EXERCISE_LOCATION,
    FLOORS_CLIMBED, HEART_RATE, NUTRITION, SLEEP, SLEEP_APNEA, STEPS, WATER_INTAKE, BODY_TEMPERATURE;

    companion object {
        const val ACTION_SAMSUNG_HEALTH_PERMISSIONS = "ACTION_SAMSUNG_HEALTH_PERMISSIONS"
    }
}

sealed class SyncStatusWithData<out T> {
    object RecordsNotFound : SyncStatusWithData<Nothing>()
    class Synced<T>(val data: T) : SyncStatusWithData<T>()
}

class SHCalories(val active: Double?, val basal: Double?, val total: Double?)
class SHHeartRate
sealed class SHSyncType

class RookSamsung(context: Context) {
    fun enableLocalLogs() {}
    suspend fun initRook(configuration: SHConfiguration): Result<Unit> = TODO()
    suspend fun updateUserID(userID: String): Result<Unit> = TODO()
    suspend fun getUserID(): Result<String?> = TODO()
    suspend fun deleteUserFromRook(): Result<Unit> = TODO()
    suspend fun syncUserTimeZone(): Result<Unit> = TODO()
    suspend fun getDiagnosticState(): Result<Any> = TODO()
    suspend fun checkSamsungHealthAvailability(): Result<SamsungHealthAvailability> = TODO()
    // unconfirmed: ROOK describes check and request methods taking a Set<SamsungHealthPermission>, not their names.
    suspend fun checkSamsungHealthPermissions(permissions: Set<SamsungHealthPermission>): Result<Boolean> = TODO()
    suspend fun checkSamsungHealthPermissionsPartially(permissions: Set<SamsungHealthPermission>): Result<Boolean> = TODO()
    suspend fun requestSamsungHealthPermissions(permissions: Set<SamsungHealthPermission>): Result<Unit> = TODO()
    suspend fun sync(enableLogs: Boolean): Result<Unit> = TODO()
    suspend fun syncEvents(date: String, event: SHSyncType): Result<Unit> = TODO()
    suspend fun getTodayStepsCount(): Result<SyncStatusWithData<Int>> = TODO()
    suspend fun getTodayCaloriesCount(): Result<SyncStatusWithData<SHCalories>> = TODO()
    suspend fun getTodayHeartRate(): Result<SyncStatusWithData<SHHeartRate>> = TODO()
    suspend fun schedule(enableLogs: Boolean, cancelAndReschedule: Boolean): Result<Unit> = TODO()
    suspend fun cancel(): Result<Unit> = TODO()
    suspend fun isScheduled(): Result<Boolean> = TODO()
}

object RookSamsungObject {
    const val ACTION_BACKGROUND_SYNC = "ACTION_BACKGROUND_SYNC"
}

class MissingSamsungHealthPermissionsException : Exception()
class SamsungHealthDisabledException : Exception()
class SamsungHealthNotAllowedException : Exception()
class SamsungHealthNotInstalledException : Exception()
class SamsungHealthNotReadyException : Exception()
class SamsungHealthOutdatedException : Exception()
class SHDateNotValidForEventsException : Exception()
class SHDateNotValidForSummariesException : Exception()
class SHHttpRequestException : Exception()
class SHNotAuthorizedException : Exception()
class SHNotInitializedException : Exception()
class SHRecordsNotFoundException : Exception()
class SHSessionExpiredException : Exception()
class SHTimeoutException : Exception()
class SHUserNotInitializedException : Exception()
