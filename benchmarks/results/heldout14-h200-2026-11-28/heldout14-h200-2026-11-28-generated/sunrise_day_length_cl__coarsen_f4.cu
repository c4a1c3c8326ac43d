extern "C" __global__ void sunrise_day_length_cf4x(const float* lat_deg, const float* decl_deg, float* day_hours, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        const float rad_2 = 0.017453292f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        float c_2 = -tanf(lat_deg[i_2] * rad_2) * tanf(decl_deg[i_2] * rad_2);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        c_2 = fminf(fmaxf(c_2, -1.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        day_hours[i_2] = acosf(c_2) * (57.29578f / 7.5f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        const float rad_3 = 0.017453292f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        float c_3 = -tanf(lat_deg[i_3] * rad_3) * tanf(decl_deg[i_3] * rad_3);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        c_3 = fminf(fmaxf(c_3, -1.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        day_hours[i_3] = acosf(c_3) * (57.29578f / 7.5f);
    }
}
