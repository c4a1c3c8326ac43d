extern "C" __global__ void cross_soa_cf2x(const float* ax, const float* ay, const float* az, const float* bx, const float* by, const float* bz, float* cx, float* cy, float* cz, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    if (i_0 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float x1_0 = ax[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float y1_0 = ay[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float z1_0 = az[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float x2_0 = bx[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float y2_0 = by[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float z2_0 = bz[i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cx[i_0] = y1_0 * z2_0 - z1_0 * y2_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cy[i_0] = z1_0 * x2_0 - x1_0 * z2_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cz[i_0] = x1_0 * y2_0 - y1_0 * x2_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    if (i_1 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float x1_1 = ax[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float y1_1 = ay[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float z1_1 = az[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float x2_1 = bx[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float y2_1 = by[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float z2_1 = bz[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cx[i_1] = y1_1 * z2_1 - z1_1 * y2_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cy[i_1] = z1_1 * x2_1 - x1_1 * z2_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cz[i_1] = x1_1 * y2_1 - y1_1 * x2_1;
    }
}
