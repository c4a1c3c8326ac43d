extern "C" __global__ void layernorm_rows_cf8x(const float* in, const float* gamma, const float* beta, float* out, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    __shared__ float part[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    int r = blockIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    int t_0 = threadIdx.x * 8u;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    int t_1 = threadIdx.x * 8u + 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    int t_2 = threadIdx.x * 8u + 2u;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    int t_3 = threadIdx.x * 8u + 3u;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    int t_4 = threadIdx.x * 8u + 4u;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    int t_5 = threadIdx.x * 8u + 5u;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    int t_6 = threadIdx.x * 8u + 6u;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    int t_7 = threadIdx.x * 8u + 7u;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float s_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float s_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float s_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float s_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float s_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float s_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float s_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float s_7 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_0 = t_0; c_0 < cols; c_0 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        s_0 += in[r * cols + c_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_c1 = t_1; c_c1 < cols; c_c1 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        s_1 += in[r * cols + c_c1];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_c2 = t_2; c_c2 < cols; c_c2 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        s_2 += in[r * cols + c_c2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_3 = t_3; c_3 < cols; c_3 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        s_3 += in[r * cols + c_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_4 = t_4; c_4 < cols; c_4 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        s_4 += in[r * cols + c_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_5 = t_5; c_5 < cols; c_5 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        s_5 += in[r * cols + c_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_6 = t_6; c_6 < cols; c_6 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        s_6 += in[r * cols + c_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_7 = t_7; c_7 < cols; c_7 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        s_7 += in[r * cols + c_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t_0] = s_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t_1] = s_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t_2] = s_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t_3] = s_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t_4] = s_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t_5] = s_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t_6] = s_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t_7] = s_7;
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
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        if (t_2 < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
            part[t_2] += part[t_2 + st];
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        if (t_3 < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
            part[t_3] += part[t_3 + st];
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        if (t_4 < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
            part[t_4] += part[t_4 + st];
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        if (t_5 < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
            part[t_5] += part[t_5 + st];
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        if (t_6 < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
            part[t_6] += part[t_6 + st];
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        if (t_7 < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
            part[t_7] += part[t_7 + st];
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
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float v_2 = 0.0f;
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float v_3 = 0.0f;
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float v_4 = 0.0f;
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float v_5 = 0.0f;
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float v_6 = 0.0f;
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float v_7 = 0.0f;
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
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_1_2 = t_2; c_1_2 < cols; c_1_2 += 256) {
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        float d_2 = in[r * cols + c_1_2] - mean;
#line 25 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        v_2 += d_2 * d_2;
    }
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_1_3 = t_3; c_1_3 < cols; c_1_3 += 256) {
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        float d_3 = in[r * cols + c_1_3] - mean;
#line 25 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        v_3 += d_3 * d_3;
    }
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_1_4 = t_4; c_1_4 < cols; c_1_4 += 256) {
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        float d_4 = in[r * cols + c_1_4] - mean;
#line 25 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        v_4 += d_4 * d_4;
    }
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_1_5 = t_5; c_1_5 < cols; c_1_5 += 256) {
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        float d_5 = in[r * cols + c_1_5] - mean;
#line 25 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        v_5 += d_5 * d_5;
    }
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_1_6 = t_6; c_1_6 < cols; c_1_6 += 256) {
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        float d_6 = in[r * cols + c_1_6] - mean;
#line 25 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        v_6 += d_6 * d_6;
    }
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_1_7 = t_7; c_1_7 < cols; c_1_7 += 256) {
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        float d_7 = in[r * cols + c_1_7] - mean;
#line 25 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        v_7 += d_7 * d_7;
    }
#line 27 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t_0] = v_0;
#line 27 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t_1] = v_1;
#line 27 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t_2] = v_2;
#line 27 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t_3] = v_3;
#line 27 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t_4] = v_4;
#line 27 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t_5] = v_5;
#line 27 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t_6] = v_6;
#line 27 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t_7] = v_7;
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
#line 30 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        if (t_2 < st_1)
#line 31 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
            part[t_2] += part[t_2 + st_1];
#line 30 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        if (t_3 < st_1)
#line 31 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
            part[t_3] += part[t_3 + st_1];
#line 30 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        if (t_4 < st_1)
#line 31 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
            part[t_4] += part[t_4 + st_1];
#line 30 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        if (t_5 < st_1)
#line 31 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
            part[t_5] += part[t_5 + st_1];
#line 30 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        if (t_6 < st_1)
#line 31 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
            part[t_6] += part[t_6 + st_1];
#line 30 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        if (t_7 < st_1)
#line 31 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
            part[t_7] += part[t_7 + st_1];
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
#line 35 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_2_2 = t_2; c_2_2 < cols; c_2_2 += 256)
#line 36 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        out[r * cols + c_2_2] = (in[r * cols + c_2_2] - mean) * inv * gamma[c_2_2] + beta[c_2_2];
#line 35 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_2_3 = t_3; c_2_3 < cols; c_2_3 += 256)
#line 36 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        out[r * cols + c_2_3] = (in[r * cols + c_2_3] - mean) * inv * gamma[c_2_3] + beta[c_2_3];
#line 35 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_2_4 = t_4; c_2_4 < cols; c_2_4 += 256)
#line 36 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        out[r * cols + c_2_4] = (in[r * cols + c_2_4] - mean) * inv * gamma[c_2_4] + beta[c_2_4];
#line 35 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_2_5 = t_5; c_2_5 < cols; c_2_5 += 256)
#line 36 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        out[r * cols + c_2_5] = (in[r * cols + c_2_5] - mean) * inv * gamma[c_2_5] + beta[c_2_5];
#line 35 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_2_6 = t_6; c_2_6 < cols; c_2_6 += 256)
#line 36 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        out[r * cols + c_2_6] = (in[r * cols + c_2_6] - mean) * inv * gamma[c_2_6] + beta[c_2_6];
#line 35 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_2_7 = t_7; c_2_7 < cols; c_2_7 += 256)
#line 36 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        out[r * cols + c_2_7] = (in[r * cols + c_2_7] - mean) * inv * gamma[c_2_7] + beta[c_2_7];
}
