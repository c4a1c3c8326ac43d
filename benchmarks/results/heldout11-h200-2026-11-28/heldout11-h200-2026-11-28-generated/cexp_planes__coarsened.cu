extern "C" __global__ void cexp_planes_cf16x_st32(const float* re, const float* im, float* ore, float* oim, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float m_0 = expf(re[i_0]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float a_0 = im[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            ore[i_0] = m_0 * cosf(a_0);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            oim[i_0] = m_0 * sinf(a_0);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float m_1 = expf(re[i_1]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float a_1 = im[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            ore[i_1] = m_1 * cosf(a_1);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            oim[i_1] = m_1 * sinf(a_1);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float m_2 = expf(re[i_2]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float a_2 = im[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            ore[i_2] = m_2 * cosf(a_2);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            oim[i_2] = m_2 * sinf(a_2);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float m_3 = expf(re[i_3]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float a_3 = im[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            ore[i_3] = m_3 * cosf(a_3);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            oim[i_3] = m_3 * sinf(a_3);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float m_4 = expf(re[i_4]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float a_4 = im[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            ore[i_4] = m_4 * cosf(a_4);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            oim[i_4] = m_4 * sinf(a_4);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float m_5 = expf(re[i_5]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float a_5 = im[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            ore[i_5] = m_5 * cosf(a_5);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            oim[i_5] = m_5 * sinf(a_5);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float m_6 = expf(re[i_6]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float a_6 = im[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            ore[i_6] = m_6 * cosf(a_6);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            oim[i_6] = m_6 * sinf(a_6);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float m_7 = expf(re[i_7]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float a_7 = im[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            ore[i_7] = m_7 * cosf(a_7);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            oim[i_7] = m_7 * sinf(a_7);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        if (i_8 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float m_8 = expf(re[i_8]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float a_8 = im[i_8];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            ore[i_8] = m_8 * cosf(a_8);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            oim[i_8] = m_8 * sinf(a_8);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        if (i_9 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float m_9 = expf(re[i_9]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float a_9 = im[i_9];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            ore[i_9] = m_9 * cosf(a_9);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            oim[i_9] = m_9 * sinf(a_9);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        if (i_10 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float m_10 = expf(re[i_10]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float a_10 = im[i_10];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            ore[i_10] = m_10 * cosf(a_10);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            oim[i_10] = m_10 * sinf(a_10);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        if (i_11 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float m_11 = expf(re[i_11]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float a_11 = im[i_11];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            ore[i_11] = m_11 * cosf(a_11);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            oim[i_11] = m_11 * sinf(a_11);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        if (i_12 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float m_12 = expf(re[i_12]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float a_12 = im[i_12];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            ore[i_12] = m_12 * cosf(a_12);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            oim[i_12] = m_12 * sinf(a_12);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        if (i_13 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float m_13 = expf(re[i_13]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float a_13 = im[i_13];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            ore[i_13] = m_13 * cosf(a_13);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            oim[i_13] = m_13 * sinf(a_13);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        if (i_14 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float m_14 = expf(re[i_14]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float a_14 = im[i_14];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            ore[i_14] = m_14 * cosf(a_14);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            oim[i_14] = m_14 * sinf(a_14);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        if (i_15 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float m_15 = expf(re[i_15]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            float a_15 = im[i_15];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            ore[i_15] = m_15 * cosf(a_15);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
            oim[i_15] = m_15 * sinf(a_15);
        }
}
