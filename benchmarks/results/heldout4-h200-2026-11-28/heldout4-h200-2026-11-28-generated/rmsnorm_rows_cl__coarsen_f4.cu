extern "C" __global__ void rmsnorm_rows_cf4x(const float* X, const float* gamma, float* Y, int cols, float eps) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    __shared__ float part[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    int r = (unsigned long long)blockIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    int t_0 = (unsigned long long)threadIdx.x * 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    int t_1 = (unsigned long long)threadIdx.x * 4ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    int t_2 = (unsigned long long)threadIdx.x * 4ull + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    int t_3 = (unsigned long long)threadIdx.x * 4ull + 3ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    float s_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    float s_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    float s_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    float s_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    for (int c_0 = t_0; c_0 < cols; c_0 += 256) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        float v_0 = X[r * cols + c_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        s_0 += v_0 * v_0;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    for (int c_c1 = t_1; c_c1 < cols; c_c1 += 256) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        float v_1 = X[r * cols + c_c1];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        s_1 += v_1 * v_1;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    for (int c_2 = t_2; c_2 < cols; c_2 += 256) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        float v_2 = X[r * cols + c_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        s_2 += v_2 * v_2;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    for (int c_3 = t_3; c_3 < cols; c_3 += 256) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        float v_3 = X[r * cols + c_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        s_3 += v_3 * v_3;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    part[t_0] = s_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    part[t_1] = s_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    part[t_2] = s_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    part[t_3] = s_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    for (int st = 128; st > 0; st >>= 1) {
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        if (t_0 < st)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
            part[t_0] += part[t_0 + st];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        if (t_1 < st)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
            part[t_1] += part[t_1 + st];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        if (t_2 < st)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
            part[t_2] += part[t_2 + st];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        if (t_3 < st)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
            part[t_3] += part[t_3 + st];
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        __syncthreads();
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    float inv = 1.0f / sqrtf(part[0] / (float)cols + eps);
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    for (int c_1_0 = t_0; c_1_0 < cols; c_1_0 += 256)
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        Y[r * cols + c_1_0] = X[r * cols + c_1_0] * inv * gamma[c_1_0];
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    for (int c_1_1 = t_1; c_1_1 < cols; c_1_1 += 256)
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        Y[r * cols + c_1_1] = X[r * cols + c_1_1] * inv * gamma[c_1_1];
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    for (int c_1_2 = t_2; c_1_2 < cols; c_1_2 += 256)
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        Y[r * cols + c_1_2] = X[r * cols + c_1_2] * inv * gamma[c_1_2];
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    for (int c_1_3 = t_3; c_1_3 < cols; c_1_3 += 256)
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        Y[r * cols + c_1_3] = X[r * cols + c_1_3] * inv * gamma[c_1_3];
}
