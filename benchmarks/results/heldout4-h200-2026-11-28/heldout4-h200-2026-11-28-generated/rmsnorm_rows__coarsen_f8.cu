extern "C" __global__ void rmsnorm_rows_cf8x(const float* X, const float* gamma, float* Y, int cols, float eps) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    __shared__ float part[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    int r = blockIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    int t_0 = threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    int t_1 = threadIdx.x * 8u + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    int t_2 = threadIdx.x * 8u + 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    int t_3 = threadIdx.x * 8u + 3u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    int t_4 = threadIdx.x * 8u + 4u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    int t_5 = threadIdx.x * 8u + 5u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    int t_6 = threadIdx.x * 8u + 6u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    int t_7 = threadIdx.x * 8u + 7u;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    float s_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    float s_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    float s_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    float s_3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    float s_4 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    float s_5 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    float s_6 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    float s_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    for (int c_0 = t_0; c_0 < cols; c_0 += 256) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        float v_0 = X[r * cols + c_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        s_0 += v_0 * v_0;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    for (int c_c1 = t_1; c_c1 < cols; c_c1 += 256) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        float v_1 = X[r * cols + c_c1];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        s_1 += v_1 * v_1;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    for (int c_2 = t_2; c_2 < cols; c_2 += 256) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        float v_2 = X[r * cols + c_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        s_2 += v_2 * v_2;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    for (int c_3 = t_3; c_3 < cols; c_3 += 256) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        float v_3 = X[r * cols + c_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        s_3 += v_3 * v_3;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    for (int c_4 = t_4; c_4 < cols; c_4 += 256) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        float v_4 = X[r * cols + c_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        s_4 += v_4 * v_4;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    for (int c_5 = t_5; c_5 < cols; c_5 += 256) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        float v_5 = X[r * cols + c_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        s_5 += v_5 * v_5;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    for (int c_6 = t_6; c_6 < cols; c_6 += 256) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        float v_6 = X[r * cols + c_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        s_6 += v_6 * v_6;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    for (int c_7 = t_7; c_7 < cols; c_7 += 256) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        float v_7 = X[r * cols + c_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        s_7 += v_7 * v_7;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    part[t_0] = s_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    part[t_1] = s_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    part[t_2] = s_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    part[t_3] = s_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    part[t_4] = s_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    part[t_5] = s_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    part[t_6] = s_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    part[t_7] = s_7;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    for (int st = 128; st > 0; st >>= 1) {
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        if (t_0 < st)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
            part[t_0] += part[t_0 + st];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        if (t_1 < st)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
            part[t_1] += part[t_1 + st];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        if (t_2 < st)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
            part[t_2] += part[t_2 + st];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        if (t_3 < st)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
            part[t_3] += part[t_3 + st];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        if (t_4 < st)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
            part[t_4] += part[t_4 + st];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        if (t_5 < st)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
            part[t_5] += part[t_5 + st];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        if (t_6 < st)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
            part[t_6] += part[t_6 + st];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        if (t_7 < st)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
            part[t_7] += part[t_7 + st];
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        __syncthreads();
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    float inv = 1.0f / sqrtf(part[0] / (float)cols + eps);
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    for (int c_1_0 = t_0; c_1_0 < cols; c_1_0 += 256)
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        Y[r * cols + c_1_0] = X[r * cols + c_1_0] * inv * gamma[c_1_0];
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    for (int c_1_1 = t_1; c_1_1 < cols; c_1_1 += 256)
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        Y[r * cols + c_1_1] = X[r * cols + c_1_1] * inv * gamma[c_1_1];
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    for (int c_1_2 = t_2; c_1_2 < cols; c_1_2 += 256)
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        Y[r * cols + c_1_2] = X[r * cols + c_1_2] * inv * gamma[c_1_2];
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    for (int c_1_3 = t_3; c_1_3 < cols; c_1_3 += 256)
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        Y[r * cols + c_1_3] = X[r * cols + c_1_3] * inv * gamma[c_1_3];
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    for (int c_1_4 = t_4; c_1_4 < cols; c_1_4 += 256)
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        Y[r * cols + c_1_4] = X[r * cols + c_1_4] * inv * gamma[c_1_4];
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    for (int c_1_5 = t_5; c_1_5 < cols; c_1_5 += 256)
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        Y[r * cols + c_1_5] = X[r * cols + c_1_5] * inv * gamma[c_1_5];
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    for (int c_1_6 = t_6; c_1_6 < cols; c_1_6 += 256)
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        Y[r * cols + c_1_6] = X[r * cols + c_1_6] * inv * gamma[c_1_6];
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
    for (int c_1_7 = t_7; c_1_7 < cols; c_1_7 += 256)
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cu"
        Y[r * cols + c_1_7] = X[r * cols + c_1_7] * inv * gamma[c_1_7];
}
