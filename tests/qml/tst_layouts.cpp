// Every page fits the window (issue 16 §1): the geometric check itself on small scenes made to fail and to
// pass, then every page of the app at 800x600, 1024x700 and 768x1024 with 5 players (layout_check.h).
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTest>

#include "import_qml_plugins.h"
#include "selftest/layout_check.h"
#include "selftest/scene_items.h"
#include "selftest/selftest.h"

using nc::app::layoutProblems;

class TstLayouts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
        nc::app::setupQuickStyle();
    }

    void findsCutOffOverlappingControlsAndAHiddenPrimaryAction()
    {
        QQmlApplicationEngine engine;
        QQuickWindow *w = nc::app::showScene(engine, R"(
Window {
    width: 400; height: 300
    Button { objectName: "first"; x: 0; y: 0; width: 100; height: 40 }
    Button { objectName: "second"; x: 50; y: 20; width: 100; height: 40 }
    Button { objectName: "edge"; x: 350; y: 100; width: 100; height: 40 }
    Button { objectName: "start"; property bool primaryAction: true; x: 10; y: 290; width: 100; height: 40 }
})");
        QVERIFY(w);
        const QString problems = layoutProblems(*w).join(QLatin1Char('\n'));
        QVERIFY2(problems.contains(QLatin1String("first and second overlap")), qPrintable(problems));
        QVERIFY2(problems.contains(QLatin1String("edge is cut off")), qPrintable(problems));
        QVERIFY2(problems.contains(QLatin1String("primary action start is not entirely shown")), qPrintable(problems));
        QCOMPARE(layoutProblems(*w).size(), 3);
    }

    void findsAPageWithoutPrimaryAction()
    {
        QQmlApplicationEngine engine;
        QQuickWindow *w = nc::app::showScene(engine, "Window { width: 400; height: 300; Button { text: \"Back\" } }");
        QVERIFY(w);
        QCOMPARE(layoutProblems(*w), QStringList{QStringLiteral("no primary action is shown")});
    }

    void findsTwoShortcutsOnTheSameKeys()
    {
        QQmlApplicationEngine engine;
        QQuickWindow *w = nc::app::showScene(engine, R"(
Window {
    width: 400; height: 300
    Button { text: "Resolve"; property bool primaryAction: true }
    Shortcut { sequence: "Ctrl+R" }
    Item { Shortcut { sequence: "Ctrl+R" } Shortcut { sequence: "Ctrl+S"; enabled: false } }
    Shortcut { sequence: "Ctrl+S" }
    Shortcut { sequences: [StandardKey.Undo] }
    Shortcut { sequence: "Ctrl+Z" }
})");
        QVERIFY(w);
        const QStringList problems = layoutProblems(*w);
        const QString all = problems.join(QLatin1Char('\n'));
        QVERIFY2(problems.size() == 2, qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("Ctrl+R is bound twice")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("Ctrl+Z is bound twice")), qPrintable(all));
    }

    void acceptsControlsAScrollingPanelReaches()
    {
        QQmlApplicationEngine engine;
        QQuickWindow *w = nc::app::showScene(engine, R"(
Window {
    width: 400; height: 300
    ScrollView {
        width: 400; height: 250; clip: true
        Column { Repeater { model: 20; Button { text: "Card " + index } } }
    }
    Button { text: "Resolve"; property bool primaryAction: true; y: 255 }
})");
        QVERIFY(w);
        QCOMPARE(layoutProblems(*w), QStringList{});
    }

    void everyPageFitsEverySizeWithFivePlayers()
    {
        // NC_LAYOUT_SHOTS=DIR keeps a screenshot of each page at each size (to look at what failed).
        const QStringList problems = nc::app::checkEveryPageLayout(qEnvironmentVariable("NC_LAYOUT_SHOTS"));
        for (const QString &p : problems)
            qWarning("%s", qPrintable(p));
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 layout problems (listed above)").arg(problems.size())));
    }
};

QTEST_MAIN(TstLayouts)
#include "tst_layouts.moc"
