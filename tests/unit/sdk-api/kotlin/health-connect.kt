// The published API of com.rookmotion.android:rook-sdk as ROOK's SDK
// documentation states it. Members ROOK does not name are marked
// "unconfirmed" and listed in core/data/sdkUnconfirmed.ts. Bodies are TODO():
// this file is only compiled against, never run.
@file:Suppress("UNUSED_PARAMETER")

package com.rookmotion.rook.sdk

import stubs.android.Activity
import stubs.android.Context

enum class RookEnvironment { SANDBOX, PRODUCTION }

class RookConfiguration(val clientUUID: String, val secret: String, val environment: RookEnvironment, val packageName: String? = null)

class RookConfigurationManager(context: Context) {
    fun enableLocalLogs() {}
    fun setConfiguration(configuration: RookConfiguration) {}
    suspend fun initRook(): Result<Unit> = TODO()
    suspend fun updateUserID(userID: String): Result<Unit> = TODO()
    suspend fun getUserID(): Result<String?> = TODO()
    suspend fun deleteUserFromRook(): Result<Unit> = TODO()
    suspend fun syncUserTimeZone(): Result<Unit> = TODO()
    suspend fun getDiagnosticState(): Result<Any> = TODO()
}

// unconfirmed: the enum classes' names (their values are confirmed).
enum class HealthConnectAvailability { INSTALLED, NOT_INSTALLED, NOT_SUPPORTED }
enum class BackgroundReadStatus { UNAVAILABLE, PERMISSION_NOT_GRANTED, PERMISSION_GRANTED }
enum class RequestPermissionsStatus { ALREADY_GRANTED, REQUEST_SENT }

class RookPermissionsManager(context: Context) {
    suspend fun checkHealthConnectAvailability(): Result<HealthConnectAvailability> = TODO()
    suspend fun checkHealthConnectPermissions(): Result<Boolean> = TODO()
    suspend fun checkHealthConnectPermissionsPartially(): Result<Boolean> = TODO()
    suspend fun requestHealthConnectPermissions(): Result<RequestPermissionsStatus> = TODO()
    suspend fun openHealthConnectSettings(): Result<Unit> = TODO()
    suspend fun revokeHealthConnectPermissions(): Result<Unit> = TODO()
    suspend fun checkBackgroundReadStatus(): Result<BackgroundReadStatus> = TODO()
    suspend fun checkAndroidPermissions(): Result<Boolean> = TODO()
    suspend fun requestAndroidPermissions(): Result<RequestPermissionsStatus> = TODO()
    suspend fun checkExactAlarmPermissions(): Result<Boolean> = TODO()
    suspend fun requestExactAlarmPermissions(): Result<Unit> = TODO()
    suspend fun checkBatteryOptimizationsDisabled(): Result<Boolean> = TODO()
    suspend fun requestDisableBatteryOptimizations(): Result<Unit> = TODO()
    suspend fun requiresOemAutoStartSetup(): Result<Boolean> = TODO()
    suspend fun openOemAutoStartSetup(): Result<Unit> = TODO()

    companion object {
        const val ACTION_HEALTH_CONNECT_PERMISSIONS = "ACTION_HEALTH_CONNECT_PERMISSIONS"
        const val ACTION_ANDROID_PERMISSIONS = "ACTION_ANDROID_PERMISSIONS"
        // unconfirmed: the extras exist, their constant names are not documented.
        const val EXTRA_HEALTH_CONNECT_PERMISSIONS_GRANTED = "unconfirmed"
        const val EXTRA_HEALTH_CONNECT_PERMISSIONS_PARTIALLY_GRANTED = "unconfirmed"
        const val EXTRA_HEALTH_CONNECT_BACKGROUND_PERMISSION_GRANTED = "unconfirmed"
        fun shouldRequestAndroidPermissions(activity: Activity): Boolean = TODO()
    }
}

sealed class SyncStatusWithData<out T> {
    object RecordsNotFound : SyncStatusWithData<Nothing>()
    class Synced<T>(val data: T) : SyncStatusWithData<T>()
}

class HCCalories(val active: Double?, val basal: Double?, val total: Double?)
class HCHeartRate
class HCSyncSummariesResult

sealed class SyncType {
    sealed class Summary : SyncType()
    sealed class Event : SyncType()
}

class RookSyncManager(context: Context) {
    suspend fun sync(enableLogs: Boolean): Result<Unit> = TODO()
    suspend fun sync(date: String): Result<HCSyncSummariesResult> = TODO()
    suspend fun sync(date: String, summary: SyncType.Summary): Result<Unit> = TODO()
    suspend fun syncEvents(date: String, event: SyncType.Event): Result<Unit> = TODO()
    suspend fun getTodayStepsCount(): Result<SyncStatusWithData<Int>> = TODO()
    suspend fun getTodayCaloriesCount(): Result<SyncStatusWithData<HCCalories>> = TODO()
    suspend fun getTodayHeartRate(): Result<SyncStatusWithData<HCHeartRate>> = TODO()
}

class RookBackgroundSyncManager(context: Context) {
    suspend fun schedule(enableLogs: Boolean, cancelAndReschedule: Boolean): Result<Unit> = TODO()
    suspend fun cancel(): Result<Unit> = TODO()
    suspend fun isScheduled(): Result<Boolean> = TODO()

    companion object {
        const val ACTION_BACKGROUND_SYNC = "ACTION_BACKGROUND_SYNC"
    }
}

class RookStepsCounter(context: Context) {
    suspend fun isStepsCounterAvailable(): Result<Boolean> = TODO()
    suspend fun enableStepsCounter(): Result<Unit> = TODO()
    suspend fun disableStepsCounter(): Result<Unit> = TODO()
    suspend fun isStepsCounterActive(): Result<Boolean> = TODO()
    suspend fun getTodayStepsCount(): Result<Int> = TODO()
}

class HCDateNotValidForEventsException : Exception()
class HCDateNotValidForSummariesException : Exception()
class HCHttpRequestException(val httpCode: Int, val httpMessage: String) : Exception()
class HCMissingConfigurationException : Exception()
class HCNotAuthorizedException : Exception()
class HCNotInitializedException : Exception()
class HCQuotaExceededException : Exception()
class HCRecordsNotFoundException : Exception()
class HCSessionExpiredException : Exception()
class HCTimeoutException : Exception()
class HCUserNotInitializedException : Exception()
class HealthConnectNotInstalledException : Exception()
class HealthConnectNotSupportedException : Exception()
class MissingAndroidPermissionsException : Exception()
class MissingHealthConnectPermissionsException : Exception()
