extern "C" __global__ void colnorm_scale_cf4x(const float* A, float* B, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
    int c_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
    int c_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
    int c_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
    int c_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
    if (c_0 < cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
        float s_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
        for (int r_0 = 0; r_0 < rows; r_0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
            float v_0 = A[r_0 * cols + c_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
            s_0 += v_0 * v_0;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
        float inv_0 = 1.0f / sqrtf(s_0);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
        for (int r_1_0 = 0; r_1_0 < rows; r_1_0++)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
            B[r_1_0 * cols + c_0] = A[r_1_0 * cols + c_0] * inv_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
    if (c_1 < cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
        float s_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
        for (int r_c1 = 0; r_c1 < rows; r_c1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
            float v_1 = A[r_c1 * cols + c_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
            s_1 += v_1 * v_1;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
        float inv_1 = 1.0f / sqrtf(s_1);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
        for (int r_1_1 = 0; r_1_1 < rows; r_1_1++)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
            B[r_1_1 * cols + c_1] = A[r_1_1 * cols + c_1] * inv_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
    if (c_2 < cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
        float s_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
        for (int r_2 = 0; r_2 < rows; r_2++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
            float v_2 = A[r_2 * cols + c_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
            s_2 += v_2 * v_2;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
        float inv_2 = 1.0f / sqrtf(s_2);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
        for (int r_1_2 = 0; r_1_2 < rows; r_1_2++)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
            B[r_1_2 * cols + c_2] = A[r_1_2 * cols + c_2] * inv_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
    if (c_3 < cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
        float s_3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
        for (int r_3 = 0; r_3 < rows; r_3++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
            float v_3 = A[r_3 * cols + c_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
            s_3 += v_3 * v_3;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
        float inv_3 = 1.0f / sqrtf(s_3);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
        for (int r_1_3 = 0; r_1_3 < rows; r_1_3++)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cu"
            B[r_1_3 * cols + c_3] = A[r_1_3 * cols + c_3] * inv_3;
    }
}
