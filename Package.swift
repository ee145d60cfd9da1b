// swift-tools-version: 6.2
// Cerebrum: a GTK 4 desktop calculator for Linux.
import PackageDescription

/// Swift targets treat every warning as an error.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// C targets: -Wall -Wextra -Wconversion, every warning an error. SwiftPM's own warning
/// settings rather than unsafe flags, so a package that depends on ours may still use it
/// (SwiftPM drops these for a dependency instead of refusing it).
let cStrict: [CSetting] = [
    .enableWarning("all"), .enableWarning("extra"), .enableWarning("conversion"),
    .treatAllWarnings(as: .error),
]

/// The release link: GNU ld with packed relative relocations (DT_RELR, glibc
/// 2.36+), so the loader reads a few kilobytes of relocations instead of most of a
/// megabyte. data/rodata-relro.ld keeps .rodata read-only and .data.rel.ro and
/// .got under RELRO despite the writable .rodata sections Swift emits (the file
/// says why). --no-export-dynamic undoes the static Swift runtime's
/// -export-dynamic: nothing looks our symbols up by name. Not lld: it resolves
/// the runtime's duplicate symbols from libFoundation.a, listed first, and so
/// links Foundation and ICU in.
/// Both installed executables (cerebrum, cerebrum-search-provider) link this way.
let releaseLink: [LinkerSetting] = [
    .unsafeFlags(["-use-ld=bfd", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                  "-Xlinker", "--no-export-dynamic",
                  "-Xlinker", "-T", "-Xlinker",
                  Context.packageDirectory + "/data/rodata-relro.ld"],
                 .when(platforms: [.linux], configuration: .release)),
]

let package = Package(
    name: "Cerebrum",
    products: [
        .executable(name: "cerebrum", targets: ["cerebrum"]),
        .executable(name: "cerebrum-search-provider", targets: ["cerebrum-search-provider"]),
        .library(name: "CalculatorBrain", targets: ["CalculatorBrain"]),
        .library(name: "CalculatorController", targets: ["CalculatorController"]),
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "Graphing", targets: ["Graphing"]),
        .library(name: "Persistence", targets: ["Persistence"]),
        .library(name: "WindowDescription", targets: ["WindowDescription"]),
        .library(name: "WindowPresenter", targets: ["WindowPresenter"]),
    ],
    dependencies: [
        .package(url: "https://github.com/attaswift/BigInt.git", from: "6.0.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    ],
    targets: [
        // gettext from glibc (no pkg-config: libintl is part of the C library).
        .systemLibrary(name: "CIntl"),
        .target(
            name: "Localization",
            dependencies: ["CIntl"],
            swiftSettings: strict),
        // GNU MPFR and MPFI: the inexact values, computed until every shown digit is
        // certain. Debian's libmpfr-dev ships mpfr.pc; MPFI has no .pc file, so
        // the module map links it.
        .systemLibrary(
            name: "CMPFR",
            pkgConfig: "mpfr",
            providers: [.apt(["libmpfr-dev", "libmpfi-dev"])]),
        .target(
            name: "CalculatorBrain",
            dependencies: [.product(name: "BigInt", package: "BigInt"), "CMPFR", "Localization"],
            swiftSettings: strict),
        // SLEEF: the elementary functions over vectors of doubles.
        .systemLibrary(
            name: "CSleef",
            pkgConfig: "sleef",
            providers: [.apt(["libsleef-dev"])]),
        // sin, cos, ln … of many points at once, for the graph's sampler (through SLEEF,
        // four points at a time where the processor has AVX2).
        .target(
            name: "CVectorMath",
            dependencies: ["CSleef"],
            cSettings: cStrict),
        // The graph's mathematics without GTK: sampling, ticks, key points (issue 25).
        .target(
            name: "Graphing",
            dependencies: ["CalculatorBrain", "CVectorMath"],
            swiftSettings: strict),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        // The graph's pixels through cairo, shared by the window and `--plot` (issue 25).
        .target(
            name: "CGraphDraw",
            dependencies: ["CCairo"],
            cSettings: cStrict),
        .target(
            name: "GraphDrawing",
            dependencies: ["Graphing", "CGraphDraw"],
            swiftSettings: strict),
        .target(
            name: "CalculatorController",
            dependencies: ["CalculatorBrain", "Localization"],
            swiftSettings: strict),
        // SQLite's C library: the saved state's storage.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]),
        // The saved state: typed values in a SQLite database, written a change at a time.
        .target(
            name: "Persistence",
            dependencies: ["CSQLite", "CalculatorBrain", "CalculatorController", "Graphing", "Localization"],
            swiftSettings: strict),
        // The window as data: its buttons, shortcuts, menu, help and texts (no GTK).
        .target(
            name: "WindowDescription",
            dependencies: ["CalculatorBrain", "CalculatorController", "Localization"],
            swiftSettings: strict),
        // What a window shows after each event, as values (no GTK): the binding in
        // `cerebrum` only moves them to and from the shim.
        .target(
            name: "WindowPresenter",
            dependencies: ["CalculatorBrain", "CalculatorController", "Graphing", "Localization", "WindowDescription"],
            swiftSettings: strict),
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]),
        .target(
            name: "CGtkShim",
            dependencies: ["CGtk", "CGraphDraw"],
            // The templates' sources: compiled into calc_resources.c
            // (scripts/make-shim-resources.sh), which is what SwiftPM builds.
            exclude: ["ui"],
            cSettings: cStrict),
        // One URL into a file with libcurl, loaded with dlopen at the first fetch: the
        // exchange rates (docs/behaviour.md §16). Needs libcurl's headers to build only.
        .target(
            name: "CRatesFetch",
            cSettings: cStrict,
            linkerSettings: [.linkedLibrary("dl")]),
        // The ECB's feed: the cached copy, its age, a fetch (issue 35).
        .target(
            name: "ExchangeRateFeed",
            dependencies: ["CalculatorBrain", "CRatesFetch"],
            swiftSettings: strict),
        // The command line without a window: options, --keys, --solve, --list-keys.
        .target(
            name: "CommandLineInterface",
            dependencies: [
                "CalculatorBrain", "CalculatorController", "Localization", "WindowDescription",
                "Graphing", "GraphDrawing", "ExchangeRateFeed",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict),
        .executableTarget(
            name: "cerebrum",
            dependencies: [
                "CalculatorBrain", "CalculatorController", "CGtkShim", "CommandLineInterface",
                "CGraphDraw", "GraphDrawing", "Graphing", "Localization", "Persistence", "WindowDescription", "WindowPresenter",
                "ExchangeRateFeed",
            ],
            swiftSettings: strict,
            linkerSettings: releaseLink),
        // GIO: GDBus for the search provider (its C target only).
        .systemLibrary(
            name: "CGio",
            pkgConfig: "gio-2.0",
            providers: [.apt(["libglib2.0-dev"])]),
        // The search provider's D-Bus side: GNOME Shell's SearchProvider2 and KRunner's
        // krunner1 over GDBus, a worker thread for the evaluation (docs/behaviour.md §19).
        .target(
            name: "CSearchProvider",
            dependencies: ["CGio"],
            cSettings: cStrict),
        // What the desktop's search shows for a text: the result, or nothing (no GTK).
        .target(
            name: "DesktopSearch",
            dependencies: ["CalculatorBrain", "CalculatorController"],
            swiftSettings: strict),
        // Installed in libexec and started by the session bus: answers the desktop's search
        // without a window.
        .executableTarget(
            name: "cerebrum-search-provider",
            dependencies: ["CSearchProvider", "CommandLineInterface", "DesktopSearch", "Localization"],
            swiftSettings: strict,
            linkerSettings: releaseLink),
        // Not installed: the per-key benchmark without a window (docs/performance.md).
        .executableTarget(
            name: "cerebrum-bench",
            dependencies: ["CalculatorController", "Persistence"],
            swiftSettings: strict),
        // Not installed: the brain's exact arithmetic against GMP's (docs/performance.md).
        .executableTarget(
            name: "cerebrum-bigint-bench",
            dependencies: ["CalculatorBrain", "CMPFR", .product(name: "BigInt", package: "BigInt")],
            swiftSettings: strict),
        // Not installed: one redraw of the graph at 1920 × 1080 (benchmarks/bench-graph.py).
        .executableTarget(
            name: "cerebrum-graph-bench",
            dependencies: ["CalculatorBrain", "Graphing", "GraphDrawing", "CGraphDraw", "CCairo"],
            swiftSettings: strict),
        // What several test targets share: seeded random numbers, key-sequence rows.
        .target(
            name: "TestSupport",
            dependencies: ["CalculatorBrain", "CalculatorController", "Persistence"],
            path: "Tests/TestSupport",
            swiftSettings: strict),
        .testTarget(
            name: "CommandLineInterfaceTests",
            dependencies: ["CommandLineInterface", "CalculatorController", "WindowDescription", "ExchangeRateFeed", "CalculatorBrain"],
            swiftSettings: strict),
        .testTarget(
            name: "LocalizationTests",
            dependencies: ["Localization", "CIntl", "CalculatorBrain", "CalculatorController", "WindowDescription"],
            swiftSettings: strict),
        .testTarget(
            name: "CalculatorBrainTests",
            dependencies: [
                "CalculatorBrain", "Persistence", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "CalculatorControllerTests",
            dependencies: [
                "CalculatorController", "Persistence", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "PersistenceTests",
            dependencies: ["Persistence", "CalculatorController", "CalculatorBrain", "TestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strict),
        .testTarget(
            name: "GraphingTests",
            dependencies: [
                "Graphing", "GraphDrawing", "CalculatorBrain", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "WindowPresenterTests",
            dependencies: ["WindowPresenter", "WindowDescription", "CalculatorController", "CalculatorBrain", "Graphing"],
            swiftSettings: strict),
        .testTarget(
            name: "DesktopSearchTests",
            dependencies: ["DesktopSearch", "CalculatorBrain"],
            swiftSettings: strict),
        .testTarget(
            name: "WindowDescriptionTests",
            dependencies: ["WindowDescription", "CalculatorController", "CalculatorBrain"],
            swiftSettings: strict),
    ]
)
