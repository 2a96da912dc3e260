// The slice of the Android, AndroidX and kotlinx.coroutines APIs the Kotlin
// samples touch, so they compile without the Android SDK. App-specific names
// (BuildConfig fields) stand for what a reader's app defines.
package stubs.android

open class Context {
    val applicationContext: Context get() = this
    fun unregisterReceiver(receiver: BroadcastReceiver) {}
}

open class Application : Context() {
    open fun onCreate() {}
}

class Bundle

open class Activity : Context()

open class AppCompatActivity : Activity() {
    open fun onCreate(savedInstanceState: Bundle?) {}
    open fun onDestroy() {}
}

class Uri private constructor() {
    companion object {
        fun parse(value: String): Uri = Uri()
    }
}

open class Intent {
    fun getBooleanExtra(name: String, defaultValue: Boolean): Boolean = defaultValue
}

class IntentFilter(val action: String)

abstract class BroadcastReceiver {
    abstract fun onReceive(context: Context?, intent: Intent?)
}

object ContextCompat {
    const val RECEIVER_EXPORTED = 2
    const val RECEIVER_NOT_EXPORTED = 4
    fun registerReceiver(context: Context, receiver: BroadcastReceiver, filter: IntentFilter, flags: Int) {}
}

object Log {
    fun e(tag: String, message: String, error: Throwable? = null): Int = 0
    fun w(tag: String, message: String, error: Throwable? = null): Int = 0
}

object BuildConfig {
    const val DEBUG = true
    const val ROOK_CLIENT_UUID = ""
    const val ROOK_SECRET = ""
}

interface Job
interface CoroutineScope

private object Scope : CoroutineScope
private object NoJob : Job

fun MainScope(): CoroutineScope = Scope
fun CoroutineScope.launch(block: suspend CoroutineScope.() -> Unit): Job = NoJob

class CustomTabsIntent {
    fun launchUrl(context: Context, url: Uri) {}

    class Builder {
        fun build(): CustomTabsIntent = CustomTabsIntent()
    }
}

open class ViewModel
val ViewModel.viewModelScope: CoroutineScope get() = Scope
val AppCompatActivity.lifecycleScope: CoroutineScope get() = Scope
