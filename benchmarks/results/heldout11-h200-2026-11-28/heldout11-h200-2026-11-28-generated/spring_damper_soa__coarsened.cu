extern "C" __global__ void spring_damper_soa_cf16x_st32(const float* x, const float* v, const float* rest, float* f, float k, float c, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
            f[i_0] = -k * (x[i_0] - rest[i_0]) - c * v[i_0];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
            f[i_1] = -k * (x[i_1] - rest[i_1]) - c * v[i_1];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
            f[i_2] = -k * (x[i_2] - rest[i_2]) - c * v[i_2];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
            f[i_3] = -k * (x[i_3] - rest[i_3]) - c * v[i_3];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
            f[i_4] = -k * (x[i_4] - rest[i_4]) - c * v[i_4];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
            f[i_5] = -k * (x[i_5] - rest[i_5]) - c * v[i_5];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
            f[i_6] = -k * (x[i_6] - rest[i_6]) - c * v[i_6];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
            f[i_7] = -k * (x[i_7] - rest[i_7]) - c * v[i_7];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        if (i_8 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
            f[i_8] = -k * (x[i_8] - rest[i_8]) - c * v[i_8];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        if (i_9 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
            f[i_9] = -k * (x[i_9] - rest[i_9]) - c * v[i_9];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        if (i_10 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
            f[i_10] = -k * (x[i_10] - rest[i_10]) - c * v[i_10];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        if (i_11 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
            f[i_11] = -k * (x[i_11] - rest[i_11]) - c * v[i_11];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        if (i_12 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
            f[i_12] = -k * (x[i_12] - rest[i_12]) - c * v[i_12];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        if (i_13 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
            f[i_13] = -k * (x[i_13] - rest[i_13]) - c * v[i_13];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        if (i_14 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
            f[i_14] = -k * (x[i_14] - rest[i_14]) - c * v[i_14];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        if (i_15 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
            f[i_15] = -k * (x[i_15] - rest[i_15]) - c * v[i_15];
}
