#pragma once
// Every page of the app, shown in turn to a check of the live scene: the layout check (issue 16 §1) and the
// accessibility check (§5) walk the same pages, sizes and player counts.

#include <QString>
#include <QStringList>

#include <functional>

class QQuickWindow;

namespace nc::app {

/// What is wrong with the window's current page, one sentence each; empty when nothing is.
using PageCheck = std::function<QStringList(QQuickWindow &)>;

/// Opens every page of the app on a temporary database with 5 players (4 in the Dice Game, its maximum):
/// start, Nations setup, round (both tabs of a narrow window), scan, Resolution breakdown, final score; the
/// Dice Game's and Wealth of Nations' setup and game pages; History, Statistics, Help and Settings. Runs
/// `pageProblems` on each at every checkedWindowSizes() size (layout_check.h), and on each of the page's dialogs
/// (Dialog) opened over it in turn, named "<page>+<dialog>"; a problem counts only when it
/// lasts a second (a scroll view a tab has just shown reports its old size for a few frames).
/// Returns the problems as "page at WxH: problem", plus any QML warning and any scene that could not be set
/// up; empty when every page passes. Saves "<page>-<W>x<H>.png" of each into `screenshotDir` when it is not
/// empty. Needs a QGuiApplication (QApplication for the statistics' charts) with the app's style set.
QStringList checkEveryPage(const PageCheck &pageProblems, const QString &screenshotDir = {});

} // namespace nc::app
