enum SportsbookAppModule {}
