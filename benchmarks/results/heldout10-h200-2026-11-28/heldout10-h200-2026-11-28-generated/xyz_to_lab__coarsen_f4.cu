__device__ float lab_f(float t) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
    const float d = 6.0f / 29.0f;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
    return t > d * d * d ? cbrtf(t) : t / (3.0f * d * d) + 4.0f / 29.0f;
}

extern "C" __global__ void xyz_to_lab_cf4x(const float* X, const float* Y, const float* Z, float* Lo, float* ao, float* bo, int n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
    if (i_0 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        float fx_0 = lab_f(X[i_0] / 0.95047f);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        float fy_0 = lab_f(Y[i_0] / 1.0f);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        float fz_0 = lab_f(Z[i_0] / 1.08883f);
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        Lo[i_0] = 116.0f * fy_0 - 16.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        ao[i_0] = 500.0f * (fx_0 - fy_0);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        bo[i_0] = 200.0f * (fy_0 - fz_0);
    }
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
    if (i_1 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        float fx_1 = lab_f(X[i_1] / 0.95047f);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        float fy_1 = lab_f(Y[i_1] / 1.0f);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        float fz_1 = lab_f(Z[i_1] / 1.08883f);
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        Lo[i_1] = 116.0f * fy_1 - 16.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        ao[i_1] = 500.0f * (fx_1 - fy_1);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        bo[i_1] = 200.0f * (fy_1 - fz_1);
    }
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
    if (i_2 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        float fx_2 = lab_f(X[i_2] / 0.95047f);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        float fy_2 = lab_f(Y[i_2] / 1.0f);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        float fz_2 = lab_f(Z[i_2] / 1.08883f);
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        Lo[i_2] = 116.0f * fy_2 - 16.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        ao[i_2] = 500.0f * (fx_2 - fy_2);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        bo[i_2] = 200.0f * (fy_2 - fz_2);
    }
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
    if (i_3 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        float fx_3 = lab_f(X[i_3] / 0.95047f);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        float fy_3 = lab_f(Y[i_3] / 1.0f);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        float fz_3 = lab_f(Z[i_3] / 1.08883f);
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        Lo[i_3] = 116.0f * fy_3 - 16.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        ao[i_3] = 500.0f * (fx_3 - fy_3);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cu"
        bo[i_3] = 200.0f * (fy_3 - fz_3);
    }
}
