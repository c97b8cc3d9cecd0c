// Every QML file of the app's module (qml/*/*.qml, listed from the source folders so a new file is covered
// without editing this test) is created offscreen with the real GameController, as the app injects it,
// at the stage of a game where the app shows it; then every dialog and popup it holds is opened (the
// Scan page's file dialog included). Any QML warning fails the row: a module that is not installed
// ("module \"Qt.labs.folderlistmodel\" is not installed" inside the Qt Quick Dialogs file dialog), an
// unknown type, TypeError, ReferenceError, "Cannot assign", binding loops...
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

#include "catalog/embedded_catalog.h"
#include "nations/gamecontroller.h"
#include "nations_dice/dice_game.h"
#include "wealth_of_nations/wealth_game.h"
#include "import_qml_plugins.h"
#include "selftest/scripted_game.h"
#include "selftest/selftest.h"

namespace {

const QString kModuleDir = QStringLiteral(":/qt/qml/NationsCompanion/Ui/");

/// The file names of every QML file of the NationsCompanion.Ui module, sorted: the files under qml/ (shell/,
/// nations/...) except those of a folder that declares its own module (a CMakeLists.txt of its own, as
/// qml/nations_dice/). The module keeps each file under its bare name (qml/CMakeLists.txt:
/// QT_RESOURCE_ALIAS), so a name is also its path in kModuleDir.
QStringList qmlSources()
{
    const QDir root(QStringLiteral(NC_QML_SOURCE_DIR));
    QStringList names;
    QDirIterator it(root.path(), {QStringLiteral("*.qml")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        const QDir folder = it.fileInfo().dir();
        if (folder != root && folder.exists(QStringLiteral("CMakeLists.txt")))
            continue;
        names << it.fileName();
    }
    names.sort();
    return names;
}

/// Where a page is shown: "start" (no game), "round", "breakdown" (resolution open) or "final".
QStringList stagesOf(const QString &type)
{
    if (type == QLatin1String("Main") || type == QLatin1String("AppShell"))
        return {QStringLiteral("start"), QStringLiteral("round"), QStringLiteral("breakdown"), QStringLiteral("final")};
    if (type == QLatin1String("StartPage") || type == QLatin1String("SetupPage"))
        return {QStringLiteral("start")};
    if (type == QLatin1String("ResolutionPage"))
        return {QStringLiteral("breakdown")};
    if (type == QLatin1String("FinalScorePage"))
        return {QStringLiteral("final")};
    return {QStringLiteral("round")};
}

/// The QML that hosts `type` in a window. Components with required properties are hosted as the app
/// hosts them (PlayerBoardEditor: one per player, RoundPage's Repeater); a singleton is read.
QString hostOf(const QString &type, const QString &source)
{
    QString subject = type + QStringLiteral(" { objectName: \"subject\" }");
    if (type == QLatin1String("PlayerBoardEditor"))
        subject = QStringLiteral("Repeater { objectName: \"subject\"; model: GameController.players; delegate: PlayerBoardEditor {} }");
    else if (source.contains(QLatin1String("pragma Singleton")))
        subject = QStringLiteral("QtObject { objectName: \"subject\"; readonly property var probe: %1 }").arg(type);
    return QStringLiteral("import QtQuick\nimport QtQuick.Controls\nimport NationsCompanion\nimport NationsCompanion.Ui\n"
                          "ApplicationWindow {\n width: 1400\n height: 900\n visible: true\n %1\n}\n")
        .arg(subject);
}

void settle()
{
    nc::app::settleEvents(50);
}

/// Every object under `root`, through QObject children and visual children (Repeater delegates, popups).
void collect(QObject *root, QSet<QObject *> &seen)
{
    if (!root || seen.contains(root))
        return;
    seen.insert(root);
    for (QObject *child : root->children())
        collect(child, seen);
    if (auto *item = qobject_cast<QQuickItem *>(root))
        for (QQuickItem *child : item->childItems())
            collect(child, seen);
}

/// Every warning fails the current test function (the qml and js categories included), except QtMultimedia's
/// note that no sound server answers (test machines have none; the Scan page's MediaDevices asks one).
void failOnQmlWarnings()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^(?!PulseAudioService: pa_context_connect\\(\\) failed$)")));
}

bool isDialog(const QObject *o)
{
    return o->inherits("QQuickPopup") || o->inherits("QQuickAbstractDialog");
}

} // namespace

class TestQmlFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        nc::app::setupQuickStyle();
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
        // Every file of the source folders is in the module (a file missing from qml/CMakeLists.txt would
        // not be in the app at all).
        QStringList sources = qmlSources();
        QCOMPARE(sources.removeDuplicates(), 0); // one module: each type name once
        QCOMPARE(sources.size(), QDir(kModuleDir).entryList({QStringLiteral("*.qml")}, QDir::Files).size());
        for (const QString &f : sources)
            QVERIFY2(QFile::exists(kModuleDir + f), qPrintable(f + QStringLiteral(" is not in the NationsCompanion.Ui module")));
    }

    void createsAndOpensDialogs_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("stage");
        const QStringList sources = qmlSources();
        for (const QString &f : sources) {
            const QString type = f.chopped(4);
            for (const QString &stage : stagesOf(type))
                QTest::newRow(qPrintable(type + QLatin1Char('@') + stage)) << type << stage;
        }
    }

    void createsAndOpensDialogs()
    {
        QFETCH(QString, type);
        QFETCH(QString, stage);
        failOnQmlWarnings();

        QFile file(kModuleDir + type + QStringLiteral(".qml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString host = hostOf(type, QString::fromUtf8(file.readAll()));

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        nc::app::GameController controller(nc::app::loadEmbeddedCatalog(), dir.filePath(QStringLiteral("files.sqlite")));
        QVERIFY2(controller.storageReady(), qPrintable(controller.lastError()));
        nc::app::GameController::setInstance(&controller);
        nc::app::DiceGame dice(dir.filePath(QStringLiteral("files.sqlite")));
        nc::app::DiceGame::setInstance(&dice);
        nc::app::WealthGame wealth(dir.filePath(QStringLiteral("files.sqlite")));
        nc::app::WealthGame::setInstance(&wealth);
        auto resetInstance = qScopeGuard([] {
            nc::app::GameController::setInstance(nullptr);
            nc::app::DiceGame::setInstance(nullptr);
            nc::app::WealthGame::setInstance(nullptr);
        });

        int opened = 0;
        QString failure;
        bool shown = false;
        auto check = [&] {
            shown = true;
            QQmlEngine engine;
            engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
            QQmlComponent component(&engine);
            component.setData(host.toUtf8(), QUrl(QStringLiteral("qrc:/tst_qmlfiles/%1Host.qml").arg(type)));
            std::unique_ptr<QObject> window(component.create());
            if (!window) {
                failure = component.errorString();
                return;
            }
            settle();
            QSet<QObject *> objects;
            collect(window.get(), objects);
            QObject *subject = window->findChild<QObject *>(QStringLiteral("subject"));
            if (!subject) {
                failure = QStringLiteral("no %1 in its host").arg(type);
                return;
            }
            for (QObject *o : std::as_const(objects)) {
                if (!isDialog(o))
                    continue;
                if (!QMetaObject::invokeMethod(o, "open")) {
                    failure = QStringLiteral("%1 cannot be opened").arg(QString::fromUtf8(o->metaObject()->className()));
                    return;
                }
                settle();
                ++opened;
                QMetaObject::invokeMethod(o, "close");
                settle();
            }
            window.reset();
            settle();
        };

        if (stage == QLatin1String("start")) {
            check();
        } else {
            nc::app::ScriptedGameOptions options;
            options.lastRound = 2;
            options.onStage = [&](const QString &s, int round) {
                if (!shown && s == stage && (round == 1 || s == QLatin1String("final")))
                    check();
            };
            const QString error = nc::app::playScriptedGame(controller, options);
            QVERIFY2(error.isEmpty(), qPrintable(error));
        }
        QVERIFY2(shown, qPrintable(QStringLiteral("the game never reached the stage ") + stage));
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        // What this row opened, for the log (dialogs inside delegates count once per delegate).
        qInfo("%s at %s: %d dialogs and popups opened", qPrintable(type), qPrintable(stage), opened);
    }

    void scanPageFileDialogOpens()
    {
        // The Scan page's "Open photo..." dialog is the non-native Qt Quick Dialogs one offscreen: it must
        // be found and opened (the dialog count above may not silently drop to zero).
        failOnQmlWarnings();
        QTemporaryDir dir;
        nc::app::GameController controller(nc::app::loadEmbeddedCatalog(), dir.filePath(QStringLiteral("scan.sqlite")));
        nc::app::GameController::setInstance(&controller);
        nc::app::DiceGame dice(dir.filePath(QStringLiteral("scan.sqlite")));
        nc::app::DiceGame::setInstance(&dice);
        nc::app::WealthGame wealth(dir.filePath(QStringLiteral("scan.sqlite")));
        nc::app::WealthGame::setInstance(&wealth);
        auto resetInstance = qScopeGuard([] {
            nc::app::GameController::setInstance(nullptr);
            nc::app::DiceGame::setInstance(nullptr);
            nc::app::WealthGame::setInstance(nullptr);
        });
        QVERIFY(controller.startGame(nc::app::scriptedSetup(2)));
        QQmlEngine engine;
        engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
        QQmlComponent component(&engine);
        component.setData(hostOf(QStringLiteral("ScanPage"), {}).toUtf8(), QUrl(QStringLiteral("qrc:/tst_qmlfiles/ScanHost.qml")));
        std::unique_ptr<QObject> window(component.create());
        QVERIFY2(window, qPrintable(component.errorString()));
        settle();
        QSet<QObject *> objects;
        collect(window.get(), objects);
        QList<QObject *> fileDialogs;
        for (QObject *o : std::as_const(objects))
            if (o->inherits("QQuickFileDialog"))
                fileDialogs.append(o);
        QCOMPARE(fileDialogs.size(), 1);
        QVERIFY(QMetaObject::invokeMethod(fileDialogs.constFirst(), "open"));
        settle();
        QCOMPARE(fileDialogs.constFirst()->property("visible").toBool(), true);
        QMetaObject::invokeMethod(fileDialogs.constFirst(), "close");
        settle();
        QCOMPARE(fileDialogs.constFirst()->property("visible").toBool(), false);
    }
};

QTEST_MAIN(TestQmlFiles)

#include "tst_qmlfiles.moc"
