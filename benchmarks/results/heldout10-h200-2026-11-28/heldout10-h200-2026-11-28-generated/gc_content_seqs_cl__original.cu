extern "C" __global__ void gc_content_seqs(const unsigned char* seq, int* gc, int seqs, int length) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    int s = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
    if (s < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        int count = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        for (int i = 0; i < length; i++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            unsigned char c = seq[(unsigned long long)s * length + i];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
            if (c == 71 || c == 67)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
                count++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cl"
        gc[s] = count;
    }
}
