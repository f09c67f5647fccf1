/// The SF Symbols names complications use most, by Apple's spelling (`"heart.fill"`, `"arrow.up.right"`), for
/// `{"image": {"systemName": ...}}` and `Image(systemName:)`. SF Symbols may not be redistributed, so Dial draws each
/// from an openly licensed icon font by meaning (DialCore's `SymbolName+Outline`; the table is in docs/views.md,
/// "Symbols"). A name outside this set is an error that names the nearest ones, never a blank.
package enum SymbolName: String, ClosedSet {
    /// A heart: heart rate, favourites.
    case heartFill = "heart.fill"
    /// An outlined heart.
    case heart = "heart"
    /// A heart with a trace: heart rhythm.
    case boltHeartFill = "bolt.heart.fill"
    /// An ECG trace.
    case waveformPathEcg = "waveform.path.ecg"
    /// A walking figure: steps.
    case figureWalk = "figure.walk"
    /// A running figure: workouts.
    case figureRun = "figure.run"
    /// A standing figure: stand hours.
    case figureStand = "figure.stand"
    /// A swimmer.
    case figurePoolSwim = "figure.pool.swim"
    /// A bicycle.
    case bicycle = "bicycle"
    /// A dumbbell.
    case dumbbellFill = "dumbbell.fill"
    /// A flame: calories.
    case flameFill = "flame.fill"
    /// A flame.
    case flame = "flame"
    /// A drop: water, glucose.
    case dropFill = "drop.fill"
    /// A drop.
    case drop = "drop"
    /// A lightning bolt: energy, charging.
    case boltFill = "bolt.fill"
    /// A lightning bolt.
    case bolt = "bolt"
    /// A full battery.
    case battery100 = "battery.100"
    /// A battery three quarters full.
    case battery75 = "battery.75"
    /// A battery half full.
    case battery50 = "battery.50"
    /// A battery a quarter full.
    case battery25 = "battery.25"
    /// An empty battery.
    case battery0 = "battery.0"
    /// A charging battery.
    case battery100Bolt = "battery.100.bolt"
    /// An arrow up: rising.
    case arrowUp = "arrow.up"
    /// An arrow down: falling.
    case arrowDown = "arrow.down"
    /// An arrow left.
    case arrowLeft = "arrow.left"
    /// An arrow right: steady.
    case arrowRight = "arrow.right"
    /// An arrow up and right: rising slowly.
    case arrowUpRight = "arrow.up.right"
    /// An arrow up in a disc: an upload, a rise.
    case arrowUpCircleFill = "arrow.up.circle.fill"
    /// An arrow down and right: falling slowly.
    case arrowDownRight = "arrow.down.right"
    /// An arrow up and left.
    case arrowUpLeft = "arrow.up.left"
    /// An arrow down and left.
    case arrowDownLeft = "arrow.down.left"
    /// A clockwise arrow: refresh.
    case arrowClockwise = "arrow.clockwise"
    /// An anticlockwise arrow.
    case arrowCounterclockwise = "arrow.counterclockwise"
    /// Two arrows in a circle: syncing.
    case arrowTriangle2Circlepath = "arrow.triangle.2.circlepath"
    /// Arrows up and down.
    case arrowUpArrowDown = "arrow.up.arrow.down"
    /// A chevron up.
    case chevronUp = "chevron.up"
    /// A chevron down.
    case chevronDown = "chevron.down"
    /// A chevron left.
    case chevronLeft = "chevron.left"
    /// A chevron right.
    case chevronRight = "chevron.right"
    /// A thermometer.
    case thermometer = "thermometer"
    /// A thermometer.
    case thermometerMedium = "thermometer.medium"
    /// The sun: clear weather.
    case sunMaxFill = "sun.max.fill"
    /// The sun.
    case sunMax = "sun.max"
    /// The sun on the horizon: sunrise, sunset.
    case sunriseFill = "sunrise.fill"
    /// The sun on the horizon.
    case sunsetFill = "sunset.fill"
    /// A crescent moon: night.
    case moonFill = "moon.fill"
    /// A moon behind a cloud: night.
    case moonStarsFill = "moon.stars.fill"
    /// A cloud.
    case cloudFill = "cloud.fill"
    /// An outlined cloud.
    case cloud = "cloud"
    /// A cloud before the sun: partly cloudy.
    case cloudSunFill = "cloud.sun.fill"
    /// A cloud before the sun, outlined.
    case cloudSun = "cloud.sun"
    /// An umbrella: rain.
    case cloudRainFill = "cloud.rain.fill"
    /// An umbrella.
    case umbrellaFill = "umbrella.fill"
    /// A storm cloud.
    case cloudBoltFill = "cloud.bolt.fill"
    /// A snowflake.
    case snowflake = "snowflake"
    /// Wind lines.
    case wind = "wind"
    /// A tornado.
    case tornado = "tornado"
    /// A wave: humidity.
    case humidityFill = "humidity.fill"
    /// A bell: alarms, alerts.
    case bellFill = "bell.fill"
    /// An outlined bell.
    case bell = "bell"
    /// A bell struck through: silenced.
    case bellSlashFill = "bell.slash.fill"
    /// A calendar page.
    case calendar = "calendar"
    /// A calendar with a date: an event.
    case calendarBadgeClock = "calendar.badge.clock"
    /// A clock face.
    case clock = "clock"
    /// A filled clock face.
    case clockFill = "clock.fill"
    /// An alarm clock.
    case alarmFill = "alarm.fill"
    /// An alarm clock.
    case alarm = "alarm"
    /// A timer.
    case timer = "timer"
    /// A stopwatch.
    case stopwatch = "stopwatch"
    /// An hourglass.
    case hourglass = "hourglass"
    /// A house: home.
    case houseFill = "house.fill"
    /// A house.
    case house = "house"
    /// A house: home automation.
    case homekit = "homekit"
    /// A light bulb.
    case lightbulbFill = "lightbulb.fill"
    /// An outlined light bulb.
    case lightbulb = "lightbulb"
    /// A plug: power.
    case powerplug = "powerplug"
    /// A power switch.
    case power = "power"
    /// A door.
    case doorLeftHandClosed = "door.left.hand.closed"
    /// A car.
    case carFill = "car.fill"
    /// A bus.
    case busFill = "bus.fill"
    /// A tram.
    case tramFill = "tram.fill"
    /// A train.
    case trainSideFrontCar = "train.side.front.car"
    /// An aeroplane.
    case airplane = "airplane"
    /// A ferry.
    case ferryFill = "ferry.fill"
    /// A fuel pump.
    case fuelpumpFill = "fuelpump.fill"
    /// A parking sign.
    case parkingsign = "parkingsign"
    /// A map.
    case mapFill = "map.fill"
    /// A map pin.
    case mappin = "mappin"
    /// The location arrow.
    case locationFill = "location.fill"
    /// The location arrow.
    case location = "location"
    /// A closed padlock.
    case lockFill = "lock.fill"
    /// An open padlock.
    case lockOpenFill = "lock.open.fill"
    /// A key.
    case keyFill = "key.fill"
    /// Wi-Fi waves.
    case wifi = "wifi"
    /// Wi-Fi struck through.
    case wifiSlash = "wifi.slash"
    /// Radio waves: signal.
    case antennaRadiowavesLeftAndRight = "antenna.radiowaves.left.and.right"
    /// A speech bubble.
    case messageFill = "message.fill"
    /// An outlined speech bubble.
    case message = "message"
    /// A telephone handset.
    case phoneFill = "phone.fill"
    /// An envelope.
    case envelopeFill = "envelope.fill"
    /// An outlined envelope.
    case envelope = "envelope"
    /// A paper plane: sent.
    case paperplaneFill = "paperplane.fill"
    /// A musical note.
    case musicNote = "music.note"
    /// Play.
    case playFill = "play.fill"
    /// Pause.
    case pauseFill = "pause.fill"
    /// Stop.
    case stopFill = "stop.fill"
    /// Fast forward.
    case forwardFill = "forward.fill"
    /// Rewind.
    case backwardFill = "backward.fill"
    /// A speaker: volume.
    case speakerWave2Fill = "speaker.wave.2.fill"
    /// A speaker struck through: muted.
    case speakerSlashFill = "speaker.slash.fill"
    /// A microphone.
    case micFill = "mic.fill"
    /// Headphones.
    case headphones = "headphones"
    /// A tick.
    case checkmark = "checkmark"
    /// A tick in a disc.
    case checkmarkCircleFill = "checkmark.circle.fill"
    /// A cross.
    case xmark = "xmark"
    /// A cross in a disc.
    case xmarkCircleFill = "xmark.circle.fill"
    /// A plus.
    case plus = "plus"
    /// A plus in a disc.
    case plusCircleFill = "plus.circle.fill"
    /// A minus.
    case minus = "minus"
    /// A minus in a disc.
    case minusCircleFill = "minus.circle.fill"
    /// A warning triangle.
    case exclamationmarkTriangleFill = "exclamationmark.triangle.fill"
    /// An exclamation mark in a disc.
    case exclamationmarkCircleFill = "exclamationmark.circle.fill"
    /// An i in a disc.
    case infoCircle = "info.circle"
    /// A question mark in a disc.
    case questionmarkCircleFill = "questionmark.circle.fill"
    /// A syringe: insulin, vaccines.
    case syringe = "syringe"
    /// Pills: medication.
    case pills = "pills"
    /// A first-aid case.
    case crossCaseFill = "cross.case.fill"
    /// Air: breathing.
    case lungs = "lungs"
    /// A bed: sleep.
    case bedDoubleFill = "bed.double.fill"
    /// A bed.
    case bedDouble = "bed.double"
    /// A star.
    case starFill = "star.fill"
    /// An outlined star.
    case star = "star"
    /// A flag.
    case flagFill = "flag.fill"
    /// A bookmark.
    case bookmarkFill = "bookmark.fill"
    /// A gift.
    case giftFill = "gift.fill"
    /// A shopping cart.
    case cartFill = "cart.fill"
    /// A credit card.
    case creditcardFill = "creditcard.fill"
    /// A dollar sign in a disc.
    case dollarsignCircleFill = "dollarsign.circle.fill"
    /// A bar chart.
    case chartBarFill = "chart.bar.fill"
    /// A rising line chart.
    case chartLineUptrendXyaxis = "chart.line.uptrend.xyaxis"
    /// A gauge.
    case gauge = "gauge"
    /// A person.
    case personFill = "person.fill"
    /// Two people.
    case person2Fill = "person.2.fill"
    /// A person in a disc.
    case personCropCircle = "person.crop.circle"
    /// A camera.
    case cameraFill = "camera.fill"
    /// A picture.
    case photo = "photo"
    /// A gear: settings.
    case gearshapeFill = "gearshape.fill"
    /// A magnifying glass.
    case magnifyingglass = "magnifyingglass"
    /// A bin.
    case trashFill = "trash.fill"
    /// A pencil.
    case pencil = "pencil"
    /// A chain link.
    case link = "link"
    /// A globe.
    case globe = "globe"
    /// A leaf.
    case leafFill = "leaf.fill"
    /// A paw print.
    case pawprintFill = "pawprint.fill"
    /// A fork and knife: meals.
    case forkKnife = "fork.knife"
    /// A cup.
    case cupAndSaucerFill = "cup.and.saucer.fill"
    /// An eye.
    case eyeFill = "eye.fill"
    /// An eye struck through.
    case eyeSlashFill = "eye.slash.fill"
    /// Sparkles.
    case sparkles = "sparkles"
    /// A magic wand with stars: automations, scenes.
    case wandAndStars = "wand.and.stars"
    /// A thumb up.
    case handThumbsupFill = "hand.thumbsup.fill"
    /// A head with a brain: mindfulness.
    case brainHeadProfile = "brain.head.profile"
    /// A watch.
    case applewatch = "applewatch"
    /// A phone.
    case iphone = "iphone"
    /// A television.
    case tvFill = "tv.fill"
    /// A filled circle.
    case circleFill = "circle.fill"
    /// An outlined circle.
    case circle = "circle"
    /// A filled square.
    case squareFill = "square.fill"
    /// A processor: CPU load.
    case cpu = "cpu"
    /// A memory chip: memory use.
    case memorychip = "memorychip"
    /// A server rack: a server's state.
    case serverRack = "server.rack"
    /// A network: connections.
    case network = "network"
    /// A drive: disk use.
    case externaldriveFill = "externaldrive.fill"
    /// A tick in a ring: done.
    case checkmarkCircle = "checkmark.circle"
    /// A tick on a seal: verified, a goal met.
    case checkmarkSealFill = "checkmark.seal.fill"
    /// A cross in a ring: failed.
    case xmarkCircle = "xmark.circle"
    /// An outlined warning triangle.
    case exclamationmarkTriangle = "exclamationmark.triangle"
    /// A walker: steps, distance.
    case shoeFill = "shoe.fill"
    /// A seated figure: mindfulness.
    case figureMindAndBody = "figure.mind.and.body"
    /// A moon: sleep.
    case moonZzzFill = "moon.zzz.fill"
    /// An outlined moon.
    case moon = "moon"
    /// Drizzle.
    case cloudDrizzleFill = "cloud.drizzle.fill"
    /// Fog.
    case cloudFogFill = "cloud.fog.fill"
    /// An outlined person.
    case person = "person"
    /// A ringing bell: new alerts.
    case bellBadgeFill = "bell.badge.fill"
    /// A list.
    case listBullet = "list.bullet"
    /// A checklist: tasks.
    case checklist = "checklist"
    /// Play in a disc.
    case playCircleFill = "play.circle.fill"
    /// Pause in a disc.
    case pauseCircleFill = "pause.circle.fill"
    /// A waveform: audio, noise.
    case waveform = "waveform"
    /// A bag: shopping.
    case bagFill = "bag.fill"
    /// A game controller.
    case gamecontrollerFill = "gamecontroller.fill"
    /// An open book: reading.
    case bookFill = "book.fill"
    /// A mortarboard: school.
    case graduationcapFill = "graduationcap.fill"
    /// A briefcase: work.
    case briefcaseFill = "briefcase.fill"
    /// Buildings: the office, a city.
    case building2Fill = "building.2.fill"
    /// A trophy: a goal, a win.
    case trophyFill = "trophy.fill"
    /// A target: a goal.
    case target = "target"
    /// A pie chart: shares.
    case chartPieFill = "chart.pie.fill"
    /// A percent sign.
    case percent = "percent"
    /// A number sign.
    case number = "number"
    /// A dollar sign: money.
    case dollarsign = "dollarsign"
    /// A euro sign.
    case eurosign = "eurosign"
    /// A cross: health, a hospital.
    case crossFill = "cross.fill"
    /// An arrow down in a disc: a download, a fall.
    case arrowDownCircleFill = "arrow.down.circle.fill"
    /// A pointer north: heading.
    case locationNorthFill = "location.north.fill"
    /// A tag: a price, an offer.
    case tagFill = "tag.fill"
    /// An electric car: charge.
    case boltCarFill = "bolt.car.fill"
    /// A charging station.
    case evChargerFill = "ev.charger.fill"
    /// A video camera.
    case videoFill = "video.fill"
    /// A clock with an arrow round it: history.
    case clockArrowCirclepath = "clock.arrow.circlepath"
    /// A scale: weight.
    case scalemassFill = "scalemass.fill"
    /// A mug: coffee, caffeine.
    case mugFill = "mug.fill"
    /// A wrench: maintenance.
    case wrenchFill = "wrench.fill"
    /// An outlined lock.
    case lock = "lock"
    /// A shield: protection.
    case shieldFill = "shield.fill"
    /// Mountains: elevation.
    case mountain2Fill = "mountain.2.fill"
    /// Waves: the tide, the sea.
    case waterWaves = "water.waves"
    /// An arrow forward: next (drawn right: symbols are not mirrored).
    case arrowForward = "arrow.forward"
    /// An arrow forward in a disc: next, go.
    case arrowForwardCircleFill = "arrow.forward.circle.fill"
    /// An electric car.
    case boltCar = "bolt.car"
    /// A flat chevron up: more above (Material has no flat chevron; its chevron up).
    case chevronCompactUp = "chevron.compact.up"
    /// A flat chevron down (Material's chevron down).
    case chevronCompactDown = "chevron.compact.down"
    /// A tapping finger: a tap, a count.
    case handTapFill = "hand.tap.fill"
    /// A small sun: dawn, low light.
    case sunMinFill = "sun.min.fill"
    /// A small sun, outlined.
    case sunMin = "sun.min"
    /// The sun on the horizon: sunrise.
    case sunrise = "sunrise"
    /// The sun on the horizon: sunset.
    case sunset = "sunset"
    /// A moon and stars: night.
    case moonStars = "moon.stars"
    /// A cloud with snow.
    case cloudSnowFill = "cloud.snow.fill"
    /// A hurricane.
    case hurricane = "hurricane"
    /// A tropical storm.
    case tropicalstorm = "tropicalstorm"
    /// A beach umbrella: the beach, UV.
    case beachUmbrellaFill = "beach.umbrella.fill"
    /// A bandage: healing, first aid.
    case bandageFill = "bandage.fill"
    /// The star of life: emergency.
    case staroflifeFill = "staroflife.fill"
    /// A pill: medication.
    case pillFill = "pill.fill"
    /// An ear: hearing, noise.
    case ear = "ear"
    /// A medical thermometer: body temperature.
    case medicalThermometerFill = "medical.thermometer.fill"
    /// A hiker.
    case figureHiking = "figure.hiking"
    /// A downhill skier.
    case figureSkiingDownhill = "figure.skiing.downhill"
    /// A snowboarder.
    case figureSnowboarding = "figure.snowboarding"
    /// A rower.
    case figureRower = "figure.rower"
    /// A cyclist.
    case figureOutdoorCycle = "figure.outdoor.cycle"
    /// A gymnast.
    case figureGymnastics = "figure.gymnastics"
    /// Golf.
    case figureGolf = "figure.golf"
    /// A weightlifter: strength training.
    case figureStrengthtrainingTraditional = "figure.strengthtraining.traditional"
    /// A chequered flag: a finish, a goal.
    case flagCheckered = "flag.checkered"
    /// A medal: an award.
    case medalFill = "medal.fill"
    /// A football.
    case soccerball = "soccerball"
    /// A tennis racket.
    case tennisRacket = "tennis.racket"
    /// A basketball.
    case basketballFill = "basketball.fill"
    /// An underground train.
    case tramFillTunnel = "tram.fill.tunnel"
    /// A sailing boat.
    case sailboatFill = "sailboat.fill"
    /// An aeroplane taking off: departures.
    case airplaneDeparture = "airplane.departure"
    /// An aeroplane landing: arrivals.
    case airplaneArrival = "airplane.arrival"
    /// A scooter.
    case scooter = "scooter"
    /// A signpost: directions.
    case signpostRightFill = "signpost.right.fill"
    /// A turn sign: navigation.
    case arrowTriangleTurnUpRightDiamondFill = "arrow.triangle.turn.up.right.diamond.fill"
    /// A garage door.
    case doorGarageClosed = "door.garage.closed"
    /// A washing machine.
    case washerFill = "washer.fill"
    /// A bath.
    case bathtubFill = "bathtub.fill"
    /// A chair.
    case chairFill = "chair.fill"
    /// A fridge: the kitchen.
    case refrigeratorFill = "refrigerator.fill"
    /// A ceiling lamp: lights.
    case lampCeilingFill = "lamp.ceiling.fill"
    /// A bolt in a disc: power.
    case boltCircleFill = "bolt.circle.fill"
    /// A full battery (SF Symbols 4's name).
    case battery100percent = "battery.100percent"
    /// A battery three quarters full (SF Symbols 4's name).
    case battery75percent = "battery.75percent"
    /// A battery half full (SF Symbols 4's name).
    case battery50percent = "battery.50percent"
    /// A battery a quarter full (SF Symbols 4's name).
    case battery25percent = "battery.25percent"
    /// An empty battery (SF Symbols 4's name).
    case battery0percent = "battery.0percent"
    /// A charging battery (SF Symbols 4's name).
    case battery100percentBolt = "battery.100percent.bolt"
    /// An hourglass run out: time nearly up.
    case hourglassBottomhalfFilled = "hourglass.bottomhalf.filled"
    /// An hourglass just turned: time starting.
    case hourglassTophalfFilled = "hourglass.tophalf.filled"
    // The names the ports of real complications asked for next (ports4: SwiftyForecast, TermiWatch) and the weather
    // conditions widgets' condition-to-symbol tables use most.
    /// A sun in a disc: a clear day.
    case sunMaxCircleFill = "sun.max.circle.fill"
    /// A sun in a ring.
    case sunMaxCircle = "sun.max.circle"
    /// A moon and stars in a disc: a clear night.
    case moonStarsCircleFill = "moon.stars.circle.fill"
    /// A moon in a disc.
    case moonCircleFill = "moon.circle.fill"
    /// A heart in a ring: heart rate.
    case heartCircle = "heart.circle"
    /// A heart in a disc.
    case heartCircleFill = "heart.circle.fill"
    /// A walking figure in a disc: steps.
    case figureWalkCircleFill = "figure.walk.circle.fill"
    /// A drop in a disc: water.
    case dropCircleFill = "drop.circle.fill"
    /// A flame in a disc: calories.
    case flameCircleFill = "flame.circle.fill"
    /// A rain cloud.
    case cloudRain = "cloud.rain"
    /// A cloud with rain and a bolt: a thunderstorm.
    case cloudBoltRainFill = "cloud.bolt.rain.fill"
    /// A snow cloud.
    case cloudSnow = "cloud.snow"
    /// A hail cloud.
    case cloudHailFill = "cloud.hail.fill"
    /// Snow falling.
    case snow = "snow"
    /// Humidity.
    case humidity = "humidity"
    /// A thermometer reading sent from a sensor.
    case thermometerTransmission = "thermometer.transmission"
    // The names ports5's complications asked for (EnergyStats, Anywakey, CCZUHelper).
    /// A battery block with its terminals: a home battery's charge.
    case minusPlusBatteryblockFill = "minus.plus.batteryblock.fill"
    /// A power switch, as a toggle.
    case togglepower = "togglepower"
    /// A map pin over its spot: a place.
    case mappinAndEllipse = "mappin.and.ellipse"

    /// Reads a name; an unknown one is an error naming at most five known names near it (the full list is long, and
    /// the near ones are what a typo or a missing variant needs).
    package init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let symbol = SymbolName(rawValue: name) else {
            throw ValueError(expected: Self.expectation(near: name), found: "\"\(name)\"")
        }
        self = symbol
    }

    /// What an unknown `name` is told was expected: the known names near it, or, where none is, where the list is and
    /// how to draw a symbol Dial has not (a custom symbol, as an app draws one its asset catalogue holds).
    package static func expectation(near name: String) -> String {
        let near = names(near: name)
        return near.isEmpty
            ? "an SF Symbols name Dial draws (none is near this one: docs/views.md, \"Symbols\", lists them by what they "
                + "show), or a symbol of your own drawn from a PNG beside the face, {\"customSymbol\": \"symbol.png\"}"
            : "an SF Symbols name Dial draws, such as " + near.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    }

    /// Up to five known names near `name`, nearest first (by edits; ties in the order of `allCases`): those with the
    /// same stem (`heart` for `"heart.circle"`), and those a slip or two away (`"mon.fill"`); where there are none,
    /// those that share a word with it (`"cup.and.saucer.fill"` for `"takeoutbag.and.cup.and.straw"`, `"shoe.fill"`
    /// for `"shoeprints.fill"`, whose word starts with `shoe`), as SF Symbols names are words joined by points, and
    /// one of them may name what Dial draws where the rest name a variant it has not.
    package static func names(near name: String) -> [SymbolName] {
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        let near = allCases.compactMap { symbol -> (symbol: SymbolName, distance: Int)? in
            let sameStem = symbol.rawValue.split(separator: ".").first.map(String.init) == stem
            let limit = sameStem ? 256 : EditDistance.maximumSuggestionDistance
            return EditDistance.distance(name, symbol.rawValue, limit: limit).map { (symbol, $0) }
        }
        return nearest(near.isEmpty ? sharingAWord(with: name) : near)
    }

    /// Up to five of `candidates`, nearest first; ties in the order of `allCases`, which `sorted`, not stable, would
    /// not keep without the index.
    private static func nearest(_ candidates: [(symbol: SymbolName, distance: Int)]) -> [SymbolName] {
        candidates.enumerated().sorted { ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset) }
            .prefix(5).map(\.element.symbol)
    }

    /// The known names with a word of `name`'s, or one that starts or ends a longer word of it (`shoe` in `shoeprints`,
    /// `bag` in `takeoutbag`, with three letters or more beside it: not `lock` in `clock`), by their edits from it. Not
    /// the words that name a variant (`fill`, `circle`, …), which half the names share, nor words of fewer than three
    /// letters.
    private static func sharingAWord(with name: String) -> [(symbol: SymbolName, distance: Int)] {
        let words = Set(name.split(separator: ".").map(String.init)).subtracting(variantWords).filter { $0.count >= 3 }
        guard !words.isEmpty, name.count <= 256 else { return [] }
        func holds(_ word: String, _ known: Substring) -> Bool {
            word == known || (word.count - known.count >= 3 && (word.hasPrefix(known) || word.hasSuffix(known)))
        }
        return allCases.compactMap { symbol in
            let shared = symbol.rawValue.split(separator: ".").contains { known in
                known.count >= 3 && !variantWords.contains(String(known)) && words.contains { holds($0, known) }
            }
            return shared ? EditDistance.distance(name, symbol.rawValue, limit: 256).map { (symbol, $0) } : nil
        }
    }

    /// Words of SF Symbols names that say how a symbol is drawn, not what it shows.
    private static let variantWords: Set<String> = ["fill", "circle", "square", "slash", "badge", "and", "left", "right",
                                                    "up", "down", "filled", "rectangle", "inverse"]
}
