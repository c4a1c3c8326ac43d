extern "C" __global__ void harmonic_leapfrog_cf16x_st32(const float* x0, const float* v0, float* x, float* v, float w2, float dt, int steps, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float p_0 = x0[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float u_0 = v0[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float h_0 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            for (int s_0 = 0; s_0 < steps; s_0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_0 = u_0 - h_0 * (w2 * p_0);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                p_0 = p_0 + dt * u_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_0 = u_0 - h_0 * (w2 * p_0);
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            x[i_0] = p_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            v[i_0] = u_0;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float p_1 = x0[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float u_1 = v0[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float h_1 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            for (int s_1 = 0; s_1 < steps; s_1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_1 = u_1 - h_1 * (w2 * p_1);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                p_1 = p_1 + dt * u_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_1 = u_1 - h_1 * (w2 * p_1);
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            x[i_1] = p_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            v[i_1] = u_1;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float p_2 = x0[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float u_2 = v0[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float h_2 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            for (int s_2 = 0; s_2 < steps; s_2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_2 = u_2 - h_2 * (w2 * p_2);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                p_2 = p_2 + dt * u_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_2 = u_2 - h_2 * (w2 * p_2);
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            x[i_2] = p_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            v[i_2] = u_2;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float p_3 = x0[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float u_3 = v0[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float h_3 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            for (int s_3 = 0; s_3 < steps; s_3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_3 = u_3 - h_3 * (w2 * p_3);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                p_3 = p_3 + dt * u_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_3 = u_3 - h_3 * (w2 * p_3);
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            x[i_3] = p_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            v[i_3] = u_3;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float p_4 = x0[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float u_4 = v0[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float h_4 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            for (int s_4 = 0; s_4 < steps; s_4++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_4 = u_4 - h_4 * (w2 * p_4);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                p_4 = p_4 + dt * u_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_4 = u_4 - h_4 * (w2 * p_4);
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            x[i_4] = p_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            v[i_4] = u_4;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float p_5 = x0[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float u_5 = v0[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float h_5 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            for (int s_5 = 0; s_5 < steps; s_5++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_5 = u_5 - h_5 * (w2 * p_5);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                p_5 = p_5 + dt * u_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_5 = u_5 - h_5 * (w2 * p_5);
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            x[i_5] = p_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            v[i_5] = u_5;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float p_6 = x0[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float u_6 = v0[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float h_6 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            for (int s_6 = 0; s_6 < steps; s_6++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_6 = u_6 - h_6 * (w2 * p_6);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                p_6 = p_6 + dt * u_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_6 = u_6 - h_6 * (w2 * p_6);
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            x[i_6] = p_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            v[i_6] = u_6;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float p_7 = x0[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float u_7 = v0[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float h_7 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            for (int s_7 = 0; s_7 < steps; s_7++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_7 = u_7 - h_7 * (w2 * p_7);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                p_7 = p_7 + dt * u_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_7 = u_7 - h_7 * (w2 * p_7);
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            x[i_7] = p_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            v[i_7] = u_7;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        if (i_8 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float p_8 = x0[i_8];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float u_8 = v0[i_8];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float h_8 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            for (int s_8 = 0; s_8 < steps; s_8++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_8 = u_8 - h_8 * (w2 * p_8);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                p_8 = p_8 + dt * u_8;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_8 = u_8 - h_8 * (w2 * p_8);
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            x[i_8] = p_8;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            v[i_8] = u_8;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        if (i_9 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float p_9 = x0[i_9];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float u_9 = v0[i_9];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float h_9 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            for (int s_9 = 0; s_9 < steps; s_9++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_9 = u_9 - h_9 * (w2 * p_9);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                p_9 = p_9 + dt * u_9;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_9 = u_9 - h_9 * (w2 * p_9);
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            x[i_9] = p_9;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            v[i_9] = u_9;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        if (i_10 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float p_10 = x0[i_10];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float u_10 = v0[i_10];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float h_10 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            for (int s_10 = 0; s_10 < steps; s_10++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_10 = u_10 - h_10 * (w2 * p_10);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                p_10 = p_10 + dt * u_10;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_10 = u_10 - h_10 * (w2 * p_10);
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            x[i_10] = p_10;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            v[i_10] = u_10;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        if (i_11 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float p_11 = x0[i_11];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float u_11 = v0[i_11];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float h_11 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            for (int s_11 = 0; s_11 < steps; s_11++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_11 = u_11 - h_11 * (w2 * p_11);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                p_11 = p_11 + dt * u_11;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_11 = u_11 - h_11 * (w2 * p_11);
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            x[i_11] = p_11;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            v[i_11] = u_11;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        if (i_12 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float p_12 = x0[i_12];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float u_12 = v0[i_12];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float h_12 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            for (int s_12 = 0; s_12 < steps; s_12++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_12 = u_12 - h_12 * (w2 * p_12);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                p_12 = p_12 + dt * u_12;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_12 = u_12 - h_12 * (w2 * p_12);
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            x[i_12] = p_12;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            v[i_12] = u_12;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        if (i_13 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float p_13 = x0[i_13];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float u_13 = v0[i_13];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float h_13 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            for (int s_13 = 0; s_13 < steps; s_13++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_13 = u_13 - h_13 * (w2 * p_13);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                p_13 = p_13 + dt * u_13;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_13 = u_13 - h_13 * (w2 * p_13);
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            x[i_13] = p_13;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            v[i_13] = u_13;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        if (i_14 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float p_14 = x0[i_14];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float u_14 = v0[i_14];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float h_14 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            for (int s_14 = 0; s_14 < steps; s_14++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_14 = u_14 - h_14 * (w2 * p_14);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                p_14 = p_14 + dt * u_14;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_14 = u_14 - h_14 * (w2 * p_14);
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            x[i_14] = p_14;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            v[i_14] = u_14;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        if (i_15 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float p_15 = x0[i_15];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float u_15 = v0[i_15];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            float h_15 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            for (int s_15 = 0; s_15 < steps; s_15++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_15 = u_15 - h_15 * (w2 * p_15);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                p_15 = p_15 + dt * u_15;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
                u_15 = u_15 - h_15 * (w2 * p_15);
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            x[i_15] = p_15;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            v[i_15] = u_15;
        }
}
