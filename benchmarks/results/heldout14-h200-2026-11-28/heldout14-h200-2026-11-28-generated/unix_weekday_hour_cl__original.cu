extern "C" __global__ void unix_weekday_hour(const int* t, unsigned char* dow, unsigned char* hour, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        int s = t[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        int days = s / 86400;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        int sec = s - days * 86400;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        dow[i] = (unsigned char)((days + 4) % 7);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        hour[i] = (unsigned char)(sec / 3600);
    }
}
