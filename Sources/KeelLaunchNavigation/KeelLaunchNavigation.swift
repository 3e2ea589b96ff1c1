// KeelLaunchNavigation — app state → presentations: the navigation plan for
// each `AppState`, the navigator that applies it as a diff, and the launch
// coordinator tree (splash, maintenance, required and available update,
// launch error, main) of the coordinator refactor plan.
@_exported import KeelCombine
