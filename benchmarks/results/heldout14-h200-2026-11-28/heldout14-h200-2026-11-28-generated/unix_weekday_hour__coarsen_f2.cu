extern "C" __global__ void unix_weekday_hour_cf2x(const int* t, unsigned char* dow, unsigned char* hour, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int s_0 = t[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int days_0 = s_0 / 86400;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int sec_0 = s_0 - days_0 * 86400;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        dow[i_0] = (unsigned char)((days_0 + 4) % 7);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        hour[i_0] = (unsigned char)(sec_0 / 3600);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int s_1 = t[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int days_1 = s_1 / 86400;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int sec_1 = s_1 - days_1 * 86400;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        dow[i_1] = (unsigned char)((days_1 + 4) % 7);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        hour[i_1] = (unsigned char)(sec_1 / 3600);
    }
}
