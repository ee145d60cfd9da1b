/// The curves a graph keeps pinned beside the current one (docs/behaviour.md §14): the
/// window's graph and its saved state share the limit.
public enum PinnedCurves {
    /// The most pinned at once: the palette has a colour for each (1…6; the current
    /// curve is 0).
    public static let most = 6
}
