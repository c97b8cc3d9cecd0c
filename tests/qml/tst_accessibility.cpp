// Every control has an accessible name and can be reached with Tab (issue 16 §5): the check itself on small
// scenes made to fail and to pass, then every page of the app at 800x600, 1024x700 and 768x1024 with 5 players
// (accessibility_check.h, page_walk.h).
#include <QAccessible>
#include <private/qguiapplication_p.h>
#include <qpa/qplatformaccessibility.h>
#include <qpa/qplatformintegration.h>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTest>

#include "import_qml_plugins.h"
#include "selftest/accessibility_check.h"
#include "selftest/page_walk.h"
#include "selftest/scene_items.h"
#include "selftest/selftest.h"

using nc::app::accessibilityProblems;

class TstAccessibility : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
        nc::app::setupQuickStyle();
        // As a screen reader does: the controls fill in their accessible names only while accessibility is active,
        // and with a platform plugin (offscreen) only its accessibility object can turn it on.
        QGuiApplicationPrivate::platformIntegration()->accessibility()->setActive(true);
        QVERIFY(QAccessible::isActive());
    }

    void findsNamelessAndUnreachableControls()
    {
        QQmlApplicationEngine engine;
        QQuickWindow *w = nc::app::showScene(engine, R"(
Window {
    width: 400; height: 300
    Column {
        Button { objectName: "named"; text: "Resolve" }
        Button { objectName: "iconOnly"; width: 40; height: 40 }
        Button { objectName: "mouseOnly"; text: "Pass"; focusPolicy: Qt.NoFocus }
        TextField { objectName: "search" }
        TextField { objectName: "labelled"; Accessible.name: "Player name" }
        Button { objectName: "disabled"; enabled: false }
        Button { objectName: "plus"; text: "+"; focusPolicy: Qt.NoFocus; property Item keyboardAlternative: unreachable }
        TextField { id: unreachable; objectName: "goldField"; Accessible.name: "Gold"; activeFocusOnTab: false }
        ListView {
            width: 200; height: 80; model: 1
            delegate: ItemDelegate { objectName: "game"; text: "Game " + index; focusPolicy: Qt.NoFocus }
        }
        ListView {
            width: 200; height: 80; model: 1; activeFocusOnTab: true
            delegate: Item { width: 200; height: 40; Button { objectName: "inRow"; text: "Open"; focusPolicy: Qt.NoFocus } }
        }
    }
})");
        QVERIFY(w);
        const QStringList problems = accessibilityProblems(*w);
        const QString all = problems.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QLatin1String("iconOnly has no accessible name")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("search has no accessible name")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("mouseOnly \"Pass\" cannot be reached with Tab")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("plus \"+\" cannot be reached with Tab")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("goldField cannot be reached with Tab")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("game \"Game 0\" cannot be reached with Tab")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("inRow \"Open\" cannot be reached with Tab")), qPrintable(all));
        QVERIFY2(problems.size() == 7, qPrintable(all));
    }

    void acceptsNamedControlsTabReaches()
    {
        QQmlApplicationEngine engine;
        QQuickWindow *w = nc::app::showScene(engine, R"(
Window {
    width: 400; height: 300
    Column {
        Button { text: "Resolve" }
        CheckBox { text: "Dynasties" }
        ComboBox { model: ["A", "B"]; Accessible.name: "Side" }
        SpinBox { Accessible.name: "Gold" }
        TextField { id: gold; placeholderText: "Search"; Accessible.name: placeholderText }
        ComboBox { editable: true; model: ["Spring league"]; Accessible.name: "Campaign" }
        Button { text: "+"; Accessible.name: "Gold plus one"; focusPolicy: Qt.NoFocus; property Item keyboardAlternative: gold }
        ListView {
            width: 200; height: 80; activeFocusOnTab: true; model: 2
            delegate: ItemDelegate { text: "Game " + index; focusPolicy: Qt.NoFocus }
        }
    }
})");
        QVERIFY(w);
        QCOMPARE(accessibilityProblems(*w), QStringList{});
    }

    void everyPageCanBeReadAndDrivenByKeyboard()
    {
        const QStringList problems = nc::app::checkEveryPage(accessibilityProblems);
        for (const QString &p : problems)
            qWarning("%s", qPrintable(p));
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 accessibility problems (listed above)").arg(problems.size())));
    }
};

QTEST_MAIN(TstAccessibility)
#include "tst_accessibility.moc"
