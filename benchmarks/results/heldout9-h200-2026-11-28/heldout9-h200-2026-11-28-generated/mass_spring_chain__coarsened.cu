extern "C" __global__ void mass_spring_chain_cf16x_st32(const float* x, const float* v, float* xo, float* vo, float k, float dt, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    int i_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    int i_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    int i_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    int i_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    int i_4;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    int i_5;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    int i_6;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    int i_7;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    int i_8;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    int i_9;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    int i_10;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    int i_11;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    int i_12;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    int i_13;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    int i_14;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    int i_15;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            float xi_0 = x[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            if (i_0 == 0 || i_0 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_0] = xi_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_0] = 0.0f;
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                float nv_0 = v[i_0] + dt * (k * (x[i_0 - 1] - 2.0f * xi_0 + x[i_0 + 1]));
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_0] = nv_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_0] = xi_0 + dt * nv_0;
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            float xi_1 = x[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            if (i_1 == 0 || i_1 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_1] = xi_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_1] = 0.0f;
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                float nv_1 = v[i_1] + dt * (k * (x[i_1 - 1] - 2.0f * xi_1 + x[i_1 + 1]));
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_1] = nv_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_1] = xi_1 + dt * nv_1;
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            float xi_2 = x[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            if (i_2 == 0 || i_2 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_2] = xi_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_2] = 0.0f;
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                float nv_2 = v[i_2] + dt * (k * (x[i_2 - 1] - 2.0f * xi_2 + x[i_2 + 1]));
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_2] = nv_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_2] = xi_2 + dt * nv_2;
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            float xi_3 = x[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            if (i_3 == 0 || i_3 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_3] = xi_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_3] = 0.0f;
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                float nv_3 = v[i_3] + dt * (k * (x[i_3 - 1] - 2.0f * xi_3 + x[i_3 + 1]));
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_3] = nv_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_3] = xi_3 + dt * nv_3;
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            float xi_4 = x[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            if (i_4 == 0 || i_4 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_4] = xi_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_4] = 0.0f;
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                float nv_4 = v[i_4] + dt * (k * (x[i_4 - 1] - 2.0f * xi_4 + x[i_4 + 1]));
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_4] = nv_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_4] = xi_4 + dt * nv_4;
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            float xi_5 = x[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            if (i_5 == 0 || i_5 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_5] = xi_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_5] = 0.0f;
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                float nv_5 = v[i_5] + dt * (k * (x[i_5 - 1] - 2.0f * xi_5 + x[i_5 + 1]));
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_5] = nv_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_5] = xi_5 + dt * nv_5;
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            float xi_6 = x[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            if (i_6 == 0 || i_6 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_6] = xi_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_6] = 0.0f;
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                float nv_6 = v[i_6] + dt * (k * (x[i_6 - 1] - 2.0f * xi_6 + x[i_6 + 1]));
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_6] = nv_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_6] = xi_6 + dt * nv_6;
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            float xi_7 = x[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            if (i_7 == 0 || i_7 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_7] = xi_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_7] = 0.0f;
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                float nv_7 = v[i_7] + dt * (k * (x[i_7 - 1] - 2.0f * xi_7 + x[i_7 + 1]));
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_7] = nv_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_7] = xi_7 + dt * nv_7;
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        if (i_8 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            float xi_8 = x[i_8];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            if (i_8 == 0 || i_8 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_8] = xi_8;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_8] = 0.0f;
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                float nv_8 = v[i_8] + dt * (k * (x[i_8 - 1] - 2.0f * xi_8 + x[i_8 + 1]));
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_8] = nv_8;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_8] = xi_8 + dt * nv_8;
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        if (i_9 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            float xi_9 = x[i_9];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            if (i_9 == 0 || i_9 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_9] = xi_9;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_9] = 0.0f;
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                float nv_9 = v[i_9] + dt * (k * (x[i_9 - 1] - 2.0f * xi_9 + x[i_9 + 1]));
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_9] = nv_9;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_9] = xi_9 + dt * nv_9;
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        if (i_10 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            float xi_10 = x[i_10];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            if (i_10 == 0 || i_10 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_10] = xi_10;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_10] = 0.0f;
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                float nv_10 = v[i_10] + dt * (k * (x[i_10 - 1] - 2.0f * xi_10 + x[i_10 + 1]));
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_10] = nv_10;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_10] = xi_10 + dt * nv_10;
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        if (i_11 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            float xi_11 = x[i_11];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            if (i_11 == 0 || i_11 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_11] = xi_11;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_11] = 0.0f;
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                float nv_11 = v[i_11] + dt * (k * (x[i_11 - 1] - 2.0f * xi_11 + x[i_11 + 1]));
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_11] = nv_11;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_11] = xi_11 + dt * nv_11;
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        if (i_12 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            float xi_12 = x[i_12];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            if (i_12 == 0 || i_12 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_12] = xi_12;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_12] = 0.0f;
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                float nv_12 = v[i_12] + dt * (k * (x[i_12 - 1] - 2.0f * xi_12 + x[i_12 + 1]));
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_12] = nv_12;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_12] = xi_12 + dt * nv_12;
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        if (i_13 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            float xi_13 = x[i_13];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            if (i_13 == 0 || i_13 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_13] = xi_13;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_13] = 0.0f;
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                float nv_13 = v[i_13] + dt * (k * (x[i_13 - 1] - 2.0f * xi_13 + x[i_13 + 1]));
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_13] = nv_13;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_13] = xi_13 + dt * nv_13;
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        if (i_14 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            float xi_14 = x[i_14];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            if (i_14 == 0 || i_14 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_14] = xi_14;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_14] = 0.0f;
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                float nv_14 = v[i_14] + dt * (k * (x[i_14 - 1] - 2.0f * xi_14 + x[i_14 + 1]));
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_14] = nv_14;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_14] = xi_14 + dt * nv_14;
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        if (i_15 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            float xi_15 = x[i_15];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            if (i_15 == 0 || i_15 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_15] = xi_15;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_15] = 0.0f;
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                float nv_15 = v[i_15] + dt * (k * (x[i_15 - 1] - 2.0f * xi_15 + x[i_15 + 1]));
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                vo[i_15] = nv_15;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
                xo[i_15] = xi_15 + dt * nv_15;
            }
        }
}
