extern "C" __global__ void sunrise_day_length_cf2x_st32(const float* lat_deg, const float* decl_deg, float* day_hours, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        const float rad_0 = 0.017453292f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        float c_0 = -tanf(lat_deg[i_0] * rad_0) * tanf(decl_deg[i_0] * rad_0);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        c_0 = fminf(fmaxf(c_0, -1.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        day_hours[i_0] = acosf(c_0) * (57.29578f / 7.5f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        const float rad_1 = 0.017453292f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        float c_1 = -tanf(lat_deg[i_1] * rad_1) * tanf(decl_deg[i_1] * rad_1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        c_1 = fminf(fmaxf(c_1, -1.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        day_hours[i_1] = acosf(c_1) * (57.29578f / 7.5f);
    }
}
