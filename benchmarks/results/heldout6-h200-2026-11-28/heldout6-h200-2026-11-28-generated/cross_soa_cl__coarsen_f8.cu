extern "C" __global__ void cross_soa_cf8x(const float* ax, const float* ay, const float* az, const float* bx, const float* by, const float* bz, float* cx, float* cy, float* cz, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    if (i_4 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float x1_4 = ax[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float y1_4 = ay[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float z1_4 = az[i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float x2_4 = bx[i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float y2_4 = by[i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float z2_4 = bz[i_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cx[i_4] = y1_4 * z2_4 - z1_4 * y2_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cy[i_4] = z1_4 * x2_4 - x1_4 * z2_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cz[i_4] = x1_4 * y2_4 - y1_4 * x2_4;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    if (i_5 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float x1_5 = ax[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float y1_5 = ay[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float z1_5 = az[i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float x2_5 = bx[i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float y2_5 = by[i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float z2_5 = bz[i_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cx[i_5] = y1_5 * z2_5 - z1_5 * y2_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cy[i_5] = z1_5 * x2_5 - x1_5 * z2_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cz[i_5] = x1_5 * y2_5 - y1_5 * x2_5;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    if (i_6 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float x1_6 = ax[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float y1_6 = ay[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float z1_6 = az[i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float x2_6 = bx[i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float y2_6 = by[i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float z2_6 = bz[i_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cx[i_6] = y1_6 * z2_6 - z1_6 * y2_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cy[i_6] = z1_6 * x2_6 - x1_6 * z2_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cz[i_6] = x1_6 * y2_6 - y1_6 * x2_6;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    if (i_7 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float x1_7 = ax[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float y1_7 = ay[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float z1_7 = az[i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float x2_7 = bx[i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float y2_7 = by[i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float z2_7 = bz[i_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cx[i_7] = y1_7 * z2_7 - z1_7 * y2_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cy[i_7] = z1_7 * x2_7 - x1_7 * z2_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cz[i_7] = x1_7 * y2_7 - y1_7 * x2_7;
    }
}
