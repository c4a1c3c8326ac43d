extern "C" __global__ void sunrise_day_length(const float* lat_deg, const float* decl_deg, float* day_hours, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        const float rad = 0.017453292f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        float c = -tanf(lat_deg[i] * rad) * tanf(decl_deg[i] * rad);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        c = fminf(fmaxf(c, -1.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        day_hours[i] = acosf(c) * (57.29578f / 7.5f);
    }
}
