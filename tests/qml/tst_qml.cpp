// Qt Quick Test runner: every QML test file gets its own engine and a GameController on a fresh
// temporary SQLite database, injected as the NationsCompanion.GameController singleton. The context
// property scanFixturePhoto is the path of a generated photo of labelled cards (scan_demo_photo.h).
#include <QApplication>
#include <QQmlContext>
#include <QQmlEngine>
#include <QSettings>
#include <QTemporaryDir>
#include <QtQuickTest>

#include <memory>
#include <vector>

#include "catalog/embedded_catalog.h"
#include "nations/gamecontroller.h"
#include "nations_dice/dice_game.h"
#include "history/statistics_host.h"
#include "wealth_of_nations/wealth_game.h"
#include "import_qml_plugins.h"
#include "scan/label_index.h"
#include "scan/scan_demo_photo.h"
#include "selftest/selftest.h"
#include "services/app_services.h"
#include "settings/app_settings.h"

class Setup : public QObject
{
    Q_OBJECT

public Q_SLOTS:
    void applicationAvailable()
    {
        nc::app::setupQuickStyle();
        // Settings in a temporary folder, never the tester's: the dark theme and English unless a test
        // changes them (tst_settings.qml, tst_theme.qml put them back).
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_photoDir.filePath(QStringLiteral("settings")));
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_photoDir.filePath(QStringLiteral("settings")));
        {
            QSettings settings;
            settings.setValue(QStringLiteral("ui/theme"), QStringLiteral("dark"));
            settings.setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
        }
        nc::app::AppSettings::installTranslator(QStringLiteral("en"));
        m_photo = m_photoDir.filePath(QStringLiteral("board-photo.jpg"));
        const QString error = nc::app::writeDemoBoardPhoto(m_photo, nc::app::LabelIndex(nc::app::loadEmbeddedCatalog()));
        if (!error.isEmpty())
            qFatal("scan fixture: %s", qPrintable(error));
    }

    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
        engine->rootContext()->setContextProperty(QStringLiteral("scanFixturePhoto"), m_photo);
        auto dir = std::make_unique<QTemporaryDir>();
        auto services = std::make_unique<nc::app::AppServices>(nc::app::loadEmbeddedCatalog(),
                                                               dir->filePath(QStringLiteral("qml-test.sqlite")));
        auto controller = std::make_unique<nc::app::GameController>(*services);
        nc::app::GameController::setInstance(controller.get());
        auto dice = std::make_unique<nc::app::DiceGame>(*services);
        nc::app::DiceGame::setInstance(dice.get());
        auto wealth = std::make_unique<nc::app::WealthGame>(*services);
        nc::app::WealthGame::setInstance(wealth.get());
        m_wealth.push_back(std::move(wealth));
        m_statistics.push_back(std::make_unique<nc::app::StatisticsHost>(*services));
        m_dirs.push_back(std::move(dir));
        m_services.push_back(std::move(services));
        m_controllers.push_back(std::move(controller));
        m_dice.push_back(std::move(dice));
    }

    void cleanupTestCase()
    {
        nc::app::GameController::setInstance(nullptr);
        nc::app::DiceGame::setInstance(nullptr);
        nc::app::WealthGame::setInstance(nullptr);
    }

private:
    QTemporaryDir m_photoDir;
    QString m_photo;
    // Kept until the end: the engines of earlier test files may still reference their controller.
    std::vector<std::unique_ptr<QTemporaryDir>> m_dirs;
    std::vector<std::unique_ptr<nc::app::AppServices>> m_services; ///< outlive the games below
    std::vector<std::unique_ptr<nc::app::GameController>> m_controllers;
    std::vector<std::unique_ptr<nc::app::DiceGame>> m_dice;
    std::vector<std::unique_ptr<nc::app::WealthGame>> m_wealth;
    std::vector<std::unique_ptr<nc::app::StatisticsHost>> m_statistics;
};

// QUICK_TEST_MAIN_WITH_SETUP with a QApplication instead of its QGuiApplication: Qt Charts (the statistics
// page) draws with Graphics View, as in the app (main.cpp).
int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    Setup setup;
    return quick_test_main_with_setup(argc, argv, "nations_qml", QUICK_TEST_SOURCE_DIR, &setup);
}

#include "tst_qml.moc"
