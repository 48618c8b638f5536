/// Fluid's release, as `--version` prints it and a package depending on Fluid by version names
/// it (`.package(url: …, from: "0.1.0")`); the git tag of the release is the same string.
public enum FluidVersion {
    public static let current = "0.1.0"
}
