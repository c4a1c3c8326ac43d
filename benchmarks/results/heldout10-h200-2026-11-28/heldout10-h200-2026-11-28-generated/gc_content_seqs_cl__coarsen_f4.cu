extern "C" __global__ void gc_content_seqs_cf4x(const unsigned char* seq, int* gc, int seqs, int length) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    int s_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    int s_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    int s_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    int s_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    if (s_0 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        int count_0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        for (int i_0 = 0; i_0 < length; i_0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            unsigned char c_0 = seq[(unsigned long long)s_0 * length + i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            if (c_0 == 71 || c_0 == 67)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
                count_0++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        gc[s_0] = count_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    if (s_1 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        int count_1 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        for (int i_1 = 0; i_1 < length; i_1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            unsigned char c_1 = seq[(unsigned long long)s_1 * length + i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            if (c_1 == 71 || c_1 == 67)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
                count_1++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        gc[s_1] = count_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    if (s_2 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        int count_2 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        for (int i_2 = 0; i_2 < length; i_2++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            unsigned char c_2 = seq[(unsigned long long)s_2 * length + i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            if (c_2 == 71 || c_2 == 67)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
                count_2++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        gc[s_2] = count_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    if (s_3 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        int count_3 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        for (int i_3 = 0; i_3 < length; i_3++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            unsigned char c_3 = seq[(unsigned long long)s_3 * length + i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            if (c_3 == 71 || c_3 == 67)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
                count_3++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        gc[s_3] = count_3;
    }
}
