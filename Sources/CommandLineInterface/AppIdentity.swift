/// Who Cerebrum is, defined here only: the Makefile, scripts/validate-data.sh and the
/// install test read these lines through scripts/app-info.sh.
public enum AppIdentity {
    /// The application ID: the D-Bus name, and the names of the desktop file, the
    /// metainfo and the icon.
    public static let id = "io.github.cerebrum.Cerebrum"
    /// The version `--version` prints, the About dialog shows and the metainfo's newest
    /// release names.
    public static let version = "0.1.0"
    /// The project's home page, in the About dialog and the metainfo.
    public static let website = "https://github.com/cerebrum-calc/cerebrum"
}
