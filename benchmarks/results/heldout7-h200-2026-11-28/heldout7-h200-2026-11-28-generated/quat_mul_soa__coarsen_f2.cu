extern "C" __global__ void quat_mul_soa_cf2x(const float* aw, const float* ax, const float* ay, const float* az, const float* bw, const float* bx, const float* by, const float* bz, float* cw, float* cx, float* cy, float* cz, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
    if (i_0 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float a0_0 = aw[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float a1_0 = ax[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float a2_0 = ay[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float a3_0 = az[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float b0_0 = bw[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float b1_0 = bx[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float b2_0 = by[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float b3_0 = bz[i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        cw[i_0] = a0_0 * b0_0 - a1_0 * b1_0 - a2_0 * b2_0 - a3_0 * b3_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        cx[i_0] = a0_0 * b1_0 + a1_0 * b0_0 + a2_0 * b3_0 - a3_0 * b2_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        cy[i_0] = a0_0 * b2_0 - a1_0 * b3_0 + a2_0 * b0_0 + a3_0 * b1_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        cz[i_0] = a0_0 * b3_0 + a1_0 * b2_0 - a2_0 * b1_0 + a3_0 * b0_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
    if (i_1 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float a0_1 = aw[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float a1_1 = ax[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float a2_1 = ay[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float a3_1 = az[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float b0_1 = bw[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float b1_1 = bx[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float b2_1 = by[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float b3_1 = bz[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        cw[i_1] = a0_1 * b0_1 - a1_1 * b1_1 - a2_1 * b2_1 - a3_1 * b3_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        cx[i_1] = a0_1 * b1_1 + a1_1 * b0_1 + a2_1 * b3_1 - a3_1 * b2_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        cy[i_1] = a0_1 * b2_1 - a1_1 * b3_1 + a2_1 * b0_1 + a3_1 * b1_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        cz[i_1] = a0_1 * b3_1 + a1_1 * b2_1 - a2_1 * b1_1 + a3_1 * b0_1;
    }
}
