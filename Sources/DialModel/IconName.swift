/// The vector icons Dial draws itself (DialCore holds their outlines), in a 24 × 24 box.
public enum IconName: String, ClosedSet {
    /// A heart: heart rate, favourites.
    case heart
    /// A flame: calories, streaks.
    case flame
    /// A drop: water, humidity.
    case drop
    /// The sun: clear weather, UV, sunrise.
    case sun
    /// A crescent moon: night, sleep.
    case moon
    /// A cloud: cloudy weather.
    case cloud
    /// A cloud with rain.
    case rain
    /// A snowflake.
    case snow
    /// A lightning bolt: storms, charging, energy.
    case bolt
    /// Wind lines.
    case wind
    /// A calendar page.
    case calendar
    /// A clock face.
    case clock
    /// A bell: alarms, notifications.
    case bell
    /// A padlock.
    case lock
    /// A key.
    case key
    /// An envelope.
    case mail
    /// A speech bubble.
    case message
    /// A telephone handset.
    case phone
    /// A location arrow.
    case location
    /// A walking figure: steps, workouts.
    case walking
    /// A battery.
    case battery
    /// A timer.
    case timer
    /// A stopwatch.
    case stopwatch
    /// A musical note.
    case music
}
