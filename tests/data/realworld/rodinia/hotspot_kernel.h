#define IN_RANGE(x, min, max)   ((x)>=(min) && (x)<=(max))
#ifdef RD_WG_SIZE_0_0
	#define BLOCK_SIZE RD_WG_SIZE_0_0
#else
	#define BLOCK_SIZE 16
#endif
