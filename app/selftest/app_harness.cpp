#include "selftest/app_harness.h"

#include <QSettings>

#include "catalog/embedded_catalog.h"
#include "selftest/selftest.h"
#include "settings/app_settings.h"

namespace nc::app {

QString UiHarness::start(const QSize &size, const QString &database)
{
    if (!dir.isValid())
        return QStringLiteral("no temporary folder");
    services = std::make_unique<AppServices>(loadEmbeddedCatalog(),
                                             database.isEmpty() ? dir.filePath(QStringLiteral("selftest.sqlite")) : database);
    controller = std::make_unique<GameController>(*services);
    if (!controller->storageReady())
        return controller->lastError();
    GameController::setInstance(controller.get());
    dice = std::make_unique<DiceGame>(*services);
    DiceGame::setInstance(dice.get());
    wealth = std::make_unique<WealthGame>(*services);
    WealthGame::setInstance(wealth.get());
    statistics = std::make_unique<StatisticsHost>(*services);
    // Settings in the temporary folder, never the player's: the dark theme and English, as the
    // screenshots of docs/screenshots were taken (runScreenshots() adds light ones).
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.filePath(QStringLiteral("settings")));
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.filePath(QStringLiteral("settings")));
    {
        QSettings settings;
        settings.setValue(QStringLiteral("ui/theme"), QStringLiteral("dark"));
        settings.setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
    }
    AppSettings::installTranslator(QStringLiteral("en"));
    engine = std::make_unique<QQmlApplicationEngine>();
    engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    QObject::connect(engine.get(), &QQmlEngine::warnings, [this](const QList<QQmlError> &w) {
        for (const auto &e : w)
            warnings.append(e.toString());
    });
    engine->load(QUrl(QStringLiteral("qrc:/qt/qml/NationsCompanion/Ui/Main.qml")));
    if (engine->rootObjects().isEmpty())
        return QStringLiteral("Main.qml did not load: ") + warnings.join(QStringLiteral("; "));
    window = qobject_cast<QQuickWindow *>(engine->rootObjects().constFirst());
    if (!window)
        return QStringLiteral("Main.qml's root is not a window");
    window->resize(size);
    window->show();
    settle();
    return {};
}

void UiHarness::settle() { settleEvents(); }

QString UiHarness::page() const { return window ? window->property("page").toString() : QString(); }

UiHarness::~UiHarness()
{
    engine.reset(); // QML first: it still references the controllers
    statistics.reset();
    GameController::setInstance(nullptr);
    DiceGame::setInstance(nullptr);
    WealthGame::setInstance(nullptr);
}

} // namespace nc::app
