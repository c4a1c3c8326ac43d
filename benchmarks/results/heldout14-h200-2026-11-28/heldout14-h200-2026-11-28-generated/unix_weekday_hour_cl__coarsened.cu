extern "C" __global__ void unix_weekday_hour_cf2x_st32(const int* t, unsigned char* dow, unsigned char* hour, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        int s_0 = t[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        int days_0 = s_0 / 86400;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        int sec_0 = s_0 - days_0 * 86400;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        dow[i_0] = (unsigned char)((days_0 + 4) % 7);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        hour[i_0] = (unsigned char)(sec_0 / 3600);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        int s_1 = t[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        int days_1 = s_1 / 86400;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        int sec_1 = s_1 - days_1 * 86400;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        dow[i_1] = (unsigned char)((days_1 + 4) % 7);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        hour[i_1] = (unsigned char)(sec_1 / 3600);
    }
}
