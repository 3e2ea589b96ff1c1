enum RideAppModule {}
