extern "C" __global__ void run_start_flags_cf16x_st32(const int* key, int* flags, int n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_0;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        i_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_1;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        i_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_2;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        i_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_3;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        i_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_4;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        i_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_5;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        i_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_6;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        i_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_7;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        i_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_8;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        i_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_9;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        i_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_10;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        i_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_11;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        i_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_12;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        i_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_13;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        i_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_14;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        i_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_15;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        i_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        if (i_0 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
            flags[i_0] = i_0 == 0 || key[i_0] != key[i_0 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        if (i_1 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
            flags[i_1] = i_1 == 0 || key[i_1] != key[i_1 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        if (i_2 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
            flags[i_2] = i_2 == 0 || key[i_2] != key[i_2 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        if (i_3 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
            flags[i_3] = i_3 == 0 || key[i_3] != key[i_3 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        if (i_4 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
            flags[i_4] = i_4 == 0 || key[i_4] != key[i_4 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        if (i_5 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
            flags[i_5] = i_5 == 0 || key[i_5] != key[i_5 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        if (i_6 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
            flags[i_6] = i_6 == 0 || key[i_6] != key[i_6 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        if (i_7 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
            flags[i_7] = i_7 == 0 || key[i_7] != key[i_7 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        if (i_8 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
            flags[i_8] = i_8 == 0 || key[i_8] != key[i_8 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        if (i_9 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
            flags[i_9] = i_9 == 0 || key[i_9] != key[i_9 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        if (i_10 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
            flags[i_10] = i_10 == 0 || key[i_10] != key[i_10 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        if (i_11 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
            flags[i_11] = i_11 == 0 || key[i_11] != key[i_11 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        if (i_12 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
            flags[i_12] = i_12 == 0 || key[i_12] != key[i_12 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        if (i_13 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
            flags[i_13] = i_13 == 0 || key[i_13] != key[i_13 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        if (i_14 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
            flags[i_14] = i_14 == 0 || key[i_14] != key[i_14 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        if (i_15 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
            flags[i_15] = i_15 == 0 || key[i_15] != key[i_15 - 1] ? 1 : 0;
}
