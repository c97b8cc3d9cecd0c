#include "catalog/embedded_catalog.h"

#include <QFile>

namespace nc::app {

namespace {

std::string readResource(const char *name, const QString &folder = QStringLiteral(":/catalog/"))
{
    QFile file(folder + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        throw nc::nations::CatalogError(name, "", "not embedded in the binary (" + file.errorString().toStdString() + ")");
    const QByteArray bytes = file.readAll();
    return std::string(bytes.constData(), size_t(bytes.size()));
}

} // namespace

nc::nations::Catalog loadEmbeddedCatalog()
{
    nc::nations::CatalogSources sources;
    sources.progressCards = readResource("progress_cards.json");
    sources.eventCards = readResource("event_cards.json");
    sources.nations = readResource("nations.json");
    sources.solo = readResource("solo.json");
    sources.dynastyCards = readResource("dynasty_cards.json");
    return nc::nations::Catalog::load(sources);
}

std::string loadEmbeddedWonPrices()
{
    return readResource("market_prices.json", QStringLiteral(":/wealth_of_nations/"));
}

} // namespace nc::app
