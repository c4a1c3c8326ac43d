extern "C" __global__ void layernorm_rows_cf2x(const float* in, const float* gamma, const float* beta, float* out, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    __shared__ float part[256];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    int r = (unsigned long long)blockIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    int t_0 = (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    int t_1 = (unsigned long long)threadIdx.x * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    float s_0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    float s_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    for (int c_0 = t_0; c_0 < cols; c_0 += 256)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        s_0 += in[r * cols + c_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    for (int c_c1 = t_1; c_c1 < cols; c_c1 += 256)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        s_1 += in[r * cols + c_c1];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    part[t_0] = s_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    part[t_1] = s_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    for (int st = 128; st > 0; st >>= 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        if (t_0 < st)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
            part[t_0] += part[t_0 + st];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        if (t_1 < st)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
            part[t_1] += part[t_1 + st];
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        __syncthreads();
    }
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    float mean = part[0] / (float)cols;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    __syncthreads();
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    float v_0 = 0.0f;
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    float v_1 = 0.0f;
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    for (int c_1_0 = t_0; c_1_0 < cols; c_1_0 += 256) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        float d_0 = in[r * cols + c_1_0] - mean;
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        v_0 += d_0 * d_0;
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    for (int c_1_1 = t_1; c_1_1 < cols; c_1_1 += 256) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        float d_1 = in[r * cols + c_1_1] - mean;
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        v_1 += d_1 * d_1;
    }
#line 25 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    part[t_0] = v_0;
#line 25 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    part[t_1] = v_1;
#line 26 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    __syncthreads();
#line 27 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    for (int st_1 = 128; st_1 > 0; st_1 >>= 1) {
#line 28 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        if (t_0 < st_1)
#line 29 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
            part[t_0] += part[t_0 + st_1];
#line 28 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        if (t_1 < st_1)
#line 29 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
            part[t_1] += part[t_1 + st_1];
#line 30 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        __syncthreads();
    }
#line 32 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    float inv = 1.0f / sqrtf(part[0] / (float)cols + 1e-5f);
#line 33 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    for (int c_2_0 = t_0; c_2_0 < cols; c_2_0 += 256)
#line 34 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        out[r * cols + c_2_0] = (in[r * cols + c_2_0] - mean) * inv * gamma[c_2_0] + beta[c_2_0];
#line 33 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    for (int c_2_1 = t_1; c_2_1 < cols; c_2_1 += 256)
#line 34 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        out[r * cols + c_2_1] = (in[r * cols + c_2_1] - mean) * inv * gamma[c_2_1] + beta[c_2_1];
}
