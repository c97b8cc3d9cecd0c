#pragma once
// Smoke runs of the whole app (engine + QML + controller + SQLite) on a temporary database.

#include <QString>

namespace nc::app {

/// Selects the Qt Quick Controls style of the app (Fusion with a dark table palette). Call after the
/// QGuiApplication exists and before any QML engine does.
void setupQuickStyle();

/// Runs an event loop for `ms` milliseconds, as QGuiApplication::exec() would: posted events, timers and
/// deferred deletions. The smoke runs drive the UI from main() without exec(); QCoreApplication::
/// processEvents() there never runs deleteLater(), so every page a Loader replaced stayed in memory
/// (a --screenshot run ended at 548 MiB). Use this to let the UI catch up.
void settleEvents(int ms = 30);

/// --self-test: loads Main.qml offscreen on a temporary database, plays a scripted 2-round game
/// through the controller, checks that the pages follow, that a reopened database resumes the same
/// state and that the finished game is in the history. Prints "self-test: PASS" or
/// "self-test: FAIL: <why>" and returns the exit code (0/1). Needs a QGuiApplication.
int runSelfTest();

/// --screenshot DIR: plays a scripted full game on a temporary database and saves setup.png,
/// round.png, round-breakdown.png and final-score.png into DIR, then records a few actions of a
/// 3-player Action Phase with a refusal and saves round-actions.png and the table view (table-view.png), then
/// opens the scan page, scans a
/// generated photo of labelled cards from its file and saves scan.png; then dynasties.png, the Dice Game's
/// dice-setup/round/final.png and Wealth of Nations' won-setup/markets/final.png; then every page at each
/// checked window size with 5 players into DIR/layouts (layout_check.h). Returns the exit code (1 when an
/// image is missing or a page does not fit).
int runScreenshots(const QString &dir);

} // namespace nc::app
