#pragma once
// The card catalog compiled into the binary (Qt resources under :/catalog), so the app and the CLI
// work from any folder without data files beside them.

#include "nations/catalog.h"

namespace nc::app {

/// Reads progress_cards.json, event_cards.json, nations.json and solo.json from :/catalog and loads
/// them with Catalog::load(). Throws nc::nations::CatalogError when a file is missing or malformed.
nc::nations::Catalog loadEmbeddedCatalog();

/// The text of Wealth of Nations' default market price tables (data/wealth_of_nations/market_prices.json,
/// embedded). Throws nc::nations::CatalogError when it is not in the binary.
std::string loadEmbeddedWonPrices();

} // namespace nc::app
