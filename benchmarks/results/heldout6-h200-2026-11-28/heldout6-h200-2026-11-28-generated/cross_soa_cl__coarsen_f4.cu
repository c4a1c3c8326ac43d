extern "C" __global__ void cross_soa_cf4x(const float* ax, const float* ay, const float* az, const float* bx, const float* by, const float* bz, float* cx, float* cy, float* cz, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    if (i_2 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float x1_2 = ax[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float y1_2 = ay[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float z1_2 = az[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float x2_2 = bx[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float y2_2 = by[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float z2_2 = bz[i_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cx[i_2] = y1_2 * z2_2 - z1_2 * y2_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cy[i_2] = z1_2 * x2_2 - x1_2 * z2_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cz[i_2] = x1_2 * y2_2 - y1_2 * x2_2;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    if (i_3 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float x1_3 = ax[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float y1_3 = ay[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float z1_3 = az[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float x2_3 = bx[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float y2_3 = by[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float z2_3 = bz[i_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cx[i_3] = y1_3 * z2_3 - z1_3 * y2_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cy[i_3] = z1_3 * x2_3 - x1_3 * z2_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cz[i_3] = x1_3 * y2_3 - y1_3 * x2_3;
    }
}
