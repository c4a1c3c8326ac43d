extern "C" __global__ void layernorm_rows_cf2x(const float* in, const float* gamma, const float* beta, float* out, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    __shared__ float part[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    int r = blockIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    int t_0 = threadIdx.x * 2u;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    int t_1 = threadIdx.x * 2u + 1u;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float s_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float s_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_0 = t_0; c_0 < cols; c_0 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        s_0 += in[r * cols + c_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_c1 = t_1; c_c1 < cols; c_c1 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        s_1 += in[r * cols + c_c1];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t_0] = s_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t_1] = s_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int st = 128; st > 0; st >>= 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        if (t_0 < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
            part[t_0] += part[t_0 + st];
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        if (t_1 < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
            part[t_1] += part[t_1 + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        __syncthreads();
    }
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float mean = part[0] / (float)cols;
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    __syncthreads();
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float v_0 = 0.0f;
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float v_1 = 0.0f;
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_1_0 = t_0; c_1_0 < cols; c_1_0 += 256) {
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        float d_0 = in[r * cols + c_1_0] - mean;
#line 25 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        v_0 += d_0 * d_0;
    }
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_1_1 = t_1; c_1_1 < cols; c_1_1 += 256) {
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        float d_1 = in[r * cols + c_1_1] - mean;
#line 25 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        v_1 += d_1 * d_1;
    }
#line 27 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t_0] = v_0;
#line 27 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t_1] = v_1;
#line 28 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    __syncthreads();
#line 29 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int st_1 = 128; st_1 > 0; st_1 >>= 1) {
#line 30 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        if (t_0 < st_1)
#line 31 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
            part[t_0] += part[t_0 + st_1];
#line 30 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        if (t_1 < st_1)
#line 31 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
            part[t_1] += part[t_1 + st_1];
#line 32 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        __syncthreads();
    }
#line 34 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float inv = 1.0f / sqrtf(part[0] / (float)cols + 1e-5f);
#line 35 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_2_0 = t_0; c_2_0 < cols; c_2_0 += 256)
#line 36 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        out[r * cols + c_2_0] = (in[r * cols + c_2_0] - mean) * inv * gamma[c_2_0] + beta[c_2_0];
#line 35 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_2_1 = t_1; c_2_1 < cols; c_2_1 += 256)
#line 36 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        out[r * cols + c_2_1] = (in[r * cols + c_2_1] - mean) * inv * gamma[c_2_1] + beta[c_2_1];
}
