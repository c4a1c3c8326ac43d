extern "C" __global__ void colnorm_scale_cf2x(const float* A, float* B, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
    int c_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
    int c_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
    if (c_0 < cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
        float s_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
        for (int r_0 = 0; r_0 < rows; r_0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
            float v_0 = A[r_0 * cols + c_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
            s_0 += v_0 * v_0;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
        float inv_0 = 1.0f / sqrtf(s_0);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
        for (int r_1_0 = 0; r_1_0 < rows; r_1_0++)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
            B[r_1_0 * cols + c_0] = A[r_1_0 * cols + c_0] * inv_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
    if (c_1 < cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
        float s_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
        for (int r_c1 = 0; r_c1 < rows; r_c1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
            float v_1 = A[r_c1 * cols + c_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
            s_1 += v_1 * v_1;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
        float inv_1 = 1.0f / sqrtf(s_1);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
        for (int r_1_1 = 0; r_1_1 < rows; r_1_1++)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
            B[r_1_1 * cols + c_1] = A[r_1_1 * cols + c_1] * inv_1;
    }
}
