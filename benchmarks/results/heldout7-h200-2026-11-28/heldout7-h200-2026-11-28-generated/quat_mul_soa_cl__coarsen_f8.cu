extern "C" __global__ void quat_mul_soa_cf8x(const float* aw, const float* ax, const float* ay, const float* az, const float* bw, const float* bx, const float* by, const float* bz, float* cw, float* cx, float* cy, float* cz, int n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
    if (i_0 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a0_0 = aw[i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a1_0 = ax[i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a2_0 = ay[i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a3_0 = az[i_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b0_0 = bw[i_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b1_0 = bx[i_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b2_0 = by[i_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b3_0 = bz[i_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cw[i_0] = a0_0 * b0_0 - a1_0 * b1_0 - a2_0 * b2_0 - a3_0 * b3_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cx[i_0] = a0_0 * b1_0 + a1_0 * b0_0 + a2_0 * b3_0 - a3_0 * b2_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cy[i_0] = a0_0 * b2_0 - a1_0 * b3_0 + a2_0 * b0_0 + a3_0 * b1_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cz[i_0] = a0_0 * b3_0 + a1_0 * b2_0 - a2_0 * b1_0 + a3_0 * b0_0;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
    if (i_1 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a0_1 = aw[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a1_1 = ax[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a2_1 = ay[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a3_1 = az[i_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b0_1 = bw[i_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b1_1 = bx[i_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b2_1 = by[i_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b3_1 = bz[i_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cw[i_1] = a0_1 * b0_1 - a1_1 * b1_1 - a2_1 * b2_1 - a3_1 * b3_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cx[i_1] = a0_1 * b1_1 + a1_1 * b0_1 + a2_1 * b3_1 - a3_1 * b2_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cy[i_1] = a0_1 * b2_1 - a1_1 * b3_1 + a2_1 * b0_1 + a3_1 * b1_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cz[i_1] = a0_1 * b3_1 + a1_1 * b2_1 - a2_1 * b1_1 + a3_1 * b0_1;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
    if (i_2 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a0_2 = aw[i_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a1_2 = ax[i_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a2_2 = ay[i_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a3_2 = az[i_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b0_2 = bw[i_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b1_2 = bx[i_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b2_2 = by[i_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b3_2 = bz[i_2];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cw[i_2] = a0_2 * b0_2 - a1_2 * b1_2 - a2_2 * b2_2 - a3_2 * b3_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cx[i_2] = a0_2 * b1_2 + a1_2 * b0_2 + a2_2 * b3_2 - a3_2 * b2_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cy[i_2] = a0_2 * b2_2 - a1_2 * b3_2 + a2_2 * b0_2 + a3_2 * b1_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cz[i_2] = a0_2 * b3_2 + a1_2 * b2_2 - a2_2 * b1_2 + a3_2 * b0_2;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
    if (i_3 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a0_3 = aw[i_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a1_3 = ax[i_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a2_3 = ay[i_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a3_3 = az[i_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b0_3 = bw[i_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b1_3 = bx[i_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b2_3 = by[i_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b3_3 = bz[i_3];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cw[i_3] = a0_3 * b0_3 - a1_3 * b1_3 - a2_3 * b2_3 - a3_3 * b3_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cx[i_3] = a0_3 * b1_3 + a1_3 * b0_3 + a2_3 * b3_3 - a3_3 * b2_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cy[i_3] = a0_3 * b2_3 - a1_3 * b3_3 + a2_3 * b0_3 + a3_3 * b1_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cz[i_3] = a0_3 * b3_3 + a1_3 * b2_3 - a2_3 * b1_3 + a3_3 * b0_3;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
    if (i_4 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a0_4 = aw[i_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a1_4 = ax[i_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a2_4 = ay[i_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a3_4 = az[i_4];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b0_4 = bw[i_4];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b1_4 = bx[i_4];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b2_4 = by[i_4];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b3_4 = bz[i_4];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cw[i_4] = a0_4 * b0_4 - a1_4 * b1_4 - a2_4 * b2_4 - a3_4 * b3_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cx[i_4] = a0_4 * b1_4 + a1_4 * b0_4 + a2_4 * b3_4 - a3_4 * b2_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cy[i_4] = a0_4 * b2_4 - a1_4 * b3_4 + a2_4 * b0_4 + a3_4 * b1_4;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cz[i_4] = a0_4 * b3_4 + a1_4 * b2_4 - a2_4 * b1_4 + a3_4 * b0_4;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
    if (i_5 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a0_5 = aw[i_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a1_5 = ax[i_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a2_5 = ay[i_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a3_5 = az[i_5];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b0_5 = bw[i_5];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b1_5 = bx[i_5];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b2_5 = by[i_5];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b3_5 = bz[i_5];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cw[i_5] = a0_5 * b0_5 - a1_5 * b1_5 - a2_5 * b2_5 - a3_5 * b3_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cx[i_5] = a0_5 * b1_5 + a1_5 * b0_5 + a2_5 * b3_5 - a3_5 * b2_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cy[i_5] = a0_5 * b2_5 - a1_5 * b3_5 + a2_5 * b0_5 + a3_5 * b1_5;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cz[i_5] = a0_5 * b3_5 + a1_5 * b2_5 - a2_5 * b1_5 + a3_5 * b0_5;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
    if (i_6 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a0_6 = aw[i_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a1_6 = ax[i_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a2_6 = ay[i_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a3_6 = az[i_6];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b0_6 = bw[i_6];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b1_6 = bx[i_6];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b2_6 = by[i_6];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b3_6 = bz[i_6];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cw[i_6] = a0_6 * b0_6 - a1_6 * b1_6 - a2_6 * b2_6 - a3_6 * b3_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cx[i_6] = a0_6 * b1_6 + a1_6 * b0_6 + a2_6 * b3_6 - a3_6 * b2_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cy[i_6] = a0_6 * b2_6 - a1_6 * b3_6 + a2_6 * b0_6 + a3_6 * b1_6;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cz[i_6] = a0_6 * b3_6 + a1_6 * b2_6 - a2_6 * b1_6 + a3_6 * b0_6;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
    if (i_7 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a0_7 = aw[i_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a1_7 = ax[i_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a2_7 = ay[i_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a3_7 = az[i_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b0_7 = bw[i_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b1_7 = bx[i_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b2_7 = by[i_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b3_7 = bz[i_7];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cw[i_7] = a0_7 * b0_7 - a1_7 * b1_7 - a2_7 * b2_7 - a3_7 * b3_7;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cx[i_7] = a0_7 * b1_7 + a1_7 * b0_7 + a2_7 * b3_7 - a3_7 * b2_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cy[i_7] = a0_7 * b2_7 - a1_7 * b3_7 + a2_7 * b0_7 + a3_7 * b1_7;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cz[i_7] = a0_7 * b3_7 + a1_7 * b2_7 - a2_7 * b1_7 + a3_7 * b0_7;
    }
}
